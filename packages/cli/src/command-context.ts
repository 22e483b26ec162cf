import { type ApiClient, createApiClient } from './api-client.ts';
import { type Config, DEFAULT_CONFIG_FILE, loadConfig } from './config.ts';
import { apiKeyFromEnvironment } from './environment.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { createOutput, type Output } from './output.ts';

/** The options every command takes. */
export const commonArgs = {
  config: { type: 'string', description: `The config file (default ./${DEFAULT_CONFIG_FILE})` },
  'api-key': { type: 'string', description: 'The API key (default: VERBA_API_KEY)' },
  json: { type: 'boolean', description: 'Print machine-readable results' },
} as const;

export interface CommandContext {
  config: Config;
  api: ApiClient;
  output: Output;
}

export async function openContext(args: {
  config?: string;
  'api-key'?: string;
  json?: boolean;
}): Promise<CommandContext> {
  const output = createOutput(args.json === true);
  const config = await loadConfig(args.config ?? DEFAULT_CONFIG_FILE);
  const apiKey = args['api-key']?.trim() || apiKeyFromEnvironment();
  if (!apiKey) {
    throw new CliError(
      'No API key: set VERBA_API_KEY (or pass --api-key); create a key in the project’s settings under API keys.',
      EXIT.usage,
    );
  }
  warnWhenPlainText(config.url);
  return { config, api: createApiClient(config.url, apiKey), output };
}

const localHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Plain `http:` to another machine sends the API key and the translations readable on the way. */
function warnWhenPlainText(url: string): void {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' || localHosts.test(hostname) || hostname.endsWith('.localhost')) return;
  // On stderr: a warning about the connection, never mixed into --json results.
  process.stderr.write(
    `verba: warning: ${url} is plain http: the API key and the files travel unencrypted; use https.\n`,
  );
}
