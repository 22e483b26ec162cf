import { stripVTControlCharacters } from 'node:util';
import { type CommandDef, defineCommand, renderUsage, runCommand } from 'citty';
import packageJson from '../package.json' with { type: 'json' };
import { exchangeCommand } from './commands/exchange.ts';
import { initCommand } from './commands/init.ts';
import { pullCommand } from './commands/pull.ts';
import { pushCommand } from './commands/push.ts';
import { statusCommand } from './commands/status.ts';
import { DEFAULT_CONFIG_FILE } from './config.ts';
import { colourWanted } from './environment.ts';
import { CliError, EXIT } from './exit-codes.ts';

const subCommands = {
  init: initCommand,
  pull: pullCommand,
  push: pushCommand,
  status: statusCommand,
  exchange: exchangeCommand,
};

const main = defineCommand({
  meta: {
    name: 'verba',
    version: packageJson.version,
    description: 'Push i18next files to Verba and pull translations back',
  },
  subCommands: () => subCommands,
});

const rawArgs = process.argv.slice(2);
const json = rawArgs.includes('--json');

// citty colours its words whenever NO_COLOR is not "1"; off a terminal they are plain.
const plain = (text: string) => (colourWanted() ? text : stripVTControlCharacters(text));

// What verba's own usage adds to citty's list of commands: where the config and key come from.
const footer = `
Setup: verba init writes ${DEFAULT_CONFIG_FILE} ({url, projectId, files}); the API key comes from
VERBA_API_KEY (or --api-key), never from the file.
Exit codes: 0 done, 1 differences or refused files, 2 usage or config error, 3 authentication or network.`;

/** The usage of the command named in the arguments, or of verba itself. */
async function usage(): Promise<string> {
  const name = rawArgs.find((arg): arg is keyof typeof subCommands => Object.hasOwn(subCommands, arg));
  // citty types a command's usage beside its parent only when both take the same arguments.
  const command = name ? (subCommands[name] as CommandDef) : undefined;
  return plain(command ? await renderUsage(command, main) : `${await renderUsage(main)}\n${footer}`);
}

/** One clear line on stderr (and the same as JSON with --json), never a stack trace. */
function fail(message: string, exitCode: number, code?: string): never {
  process.stderr.write(`verba: ${plain(message)}\n`);
  if (json) process.stdout.write(`${JSON.stringify({ error: message, code: code ?? null, exitCode })}\n`);
  process.exit(exitCode);
}

if (rawArgs[0] === 'help' || rawArgs.some((arg) => arg === '--help' || arg === '-h')) {
  process.stdout.write(`${await usage()}\n`);
} else if (rawArgs.length === 1 && (rawArgs[0] === '--version' || rawArgs[0] === '-v')) {
  process.stdout.write(`${packageJson.version}\n`);
} else {
  try {
    // citty drops a sub-command's return value: each command sets process.exitCode itself.
    await runCommand(main, { rawArgs });
  } catch (error) {
    if (error instanceof CliError) fail(error.message, error.exitCode, error.code);
    if (error instanceof Error && error.name === 'CLIError') {
      // citty's own: an unknown command or a missing argument is a usage error.
      process.stderr.write(`${await usage()}\n`);
      fail(error.message, EXIT.usage, 'USAGE');
    }
    fail(`unexpected error: ${error instanceof Error ? error.message : String(error)}`, EXIT.differences);
  }
}
