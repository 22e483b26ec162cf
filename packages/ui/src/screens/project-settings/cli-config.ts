/**
 * The `verba.config.json` of the verba CLI for this project (pipeline contract): the server and the
 * project, with the usual i18next folders. Never the key: that stays in VERBA_API_KEY.
 */
export function cliConfigText(serverUrl: string, projectId: string): string {
  const config = { url: serverUrl, projectId, files: 'locales/{language}/{group}.json' };
  return `${JSON.stringify(config, null, 2)}\n`;
}
