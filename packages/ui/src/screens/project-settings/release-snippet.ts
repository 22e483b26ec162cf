/**
 * The i18next-http-backend setup for a distribution: its groups are i18next's namespaces, and the
 * loadPath is its URL as the contract says, `{{lng}}` and `{{ns}}` left for i18next to fill in.
 * `no-cache` makes the browser ask again on each load (a 304 by the ETag while nothing changed), so
 * a new release shows at the next load instead of after the files' max-age of 60 s.
 * `load: 'currentOnly'`: a release holds the languages as the project names them, so `de-DE` has no
 * `de` file; without it i18next would also ask for `de`, a 404 on every page load.
 * Code, not prose: it is the same in every language. Values are JSON strings, so any group name fits.
 */
export function releaseSnippet(
  url: string,
  language: string,
  baseLanguage: string,
  groups: readonly string[],
) {
  const js = JSON.stringify;
  return [
    'import i18next from "i18next";',
    'import HttpBackend from "i18next-http-backend";',
    '',
    'await i18next.use(HttpBackend).init({',
    `  lng: ${js(language)},`,
    `  fallbackLng: ${js(baseLanguage)},`,
    '  load: "currentOnly",',
    ...(groups.length > 0 ? [`  ns: [${groups.map((group) => js(group)).join(', ')}],`] : []),
    ...(groups[0] !== undefined ? [`  defaultNS: ${js(groups[0])},`] : []),
    '  backend: {',
    `    loadPath: ${js(`${url}/{{lng}}/{{ns}}.json`)},`,
    '    requestOptions: { cache: "no-cache" },',
    '  },',
    '});',
  ].join('\n');
}
