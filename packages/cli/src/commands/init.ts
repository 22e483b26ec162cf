import { access, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { cancel, intro, isCancel, outro, text } from '@clack/prompts';
import { defineCommand } from 'citty';
import { checkConfig, DEFAULT_CONFIG_FILE } from '../config.ts';
import { detectFilesPattern } from '../detect-pattern.ts';
import { canAsk } from '../environment.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { createOutput } from '../output.ts';

interface Answers {
  url?: string | undefined;
  projectId?: string | undefined;
  files?: string | undefined;
}

/** Asks for each field at a terminal, offering what the flags and the repository already say. */
async function ask(given: Answers): Promise<Answers> {
  intro('verba init');
  const question = async (message: string, initialValue: string | undefined, placeholder: string) => {
    const answer = await text({ message, initialValue: initialValue ?? '', placeholder });
    if (isCancel(answer)) {
      cancel('Nothing was written.');
      throw new CliError('Cancelled: nothing was written.', EXIT.usage, 'CANCELLED');
    }
    return answer.trim();
  };
  const url = await question('The Verba server', given.url, 'https://verba.example.com');
  const projectId = await question('The project id (its settings show it)', given.projectId, '…');
  const files = await question('Where the files are', given.files, 'locales/{language}/{group}.json');
  return { url, projectId, files };
}

export const initCommand = defineCommand({
  meta: {
    name: 'init',
    description: `Write ${DEFAULT_CONFIG_FILE}: the server, the project and the file pattern found in the repository`,
  },
  args: {
    url: { type: 'string', description: 'The Verba server, e.g. https://verba.example.com' },
    project: { type: 'string', description: 'The project id (its settings show it)' },
    files: { type: 'string', description: 'The file pattern (default: the i18next folders found here)' },
    config: { type: 'string', description: `Where to write it (default ./${DEFAULT_CONFIG_FILE})` },
    yes: {
      type: 'boolean',
      alias: 'y',
      description: 'Ask nothing: take the flags and the pattern found (for CI)',
    },
    force: { type: 'boolean', description: 'Replace an existing config file' },
    json: { type: 'boolean', description: 'Print machine-readable results' },
  },
  async run({ args }) {
    const output = createOutput(args.json === true);
    const file = resolve(args.config ?? DEFAULT_CONFIG_FILE);
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (exists && !args.force) {
      throw new CliError(`${file} exists already: pass --force to replace it.`, EXIT.usage);
    }
    const found = args.files ? null : await detectFilesPattern(dirname(file));
    const given: Answers = {
      url: args.url,
      projectId: args.project,
      files: args.files ?? found ?? undefined,
    };
    const interactive = !args.yes && !output.json && canAsk();
    const answers = interactive ? await ask(given) : given;
    const config = checkConfig(
      { url: answers.url, projectId: answers.projectId, files: answers.files },
      interactive ? 'verba init' : 'verba init (flags --url, --project, --files)',
    );
    await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
    if (interactive) outro(`Wrote ${file}.`);
    else output.success(`Wrote ${file}${found && !args.files ? ` (files found: ${found})` : ''}.`);
    output.info('Set VERBA_API_KEY to a key from the project’s settings (API keys), then run verba pull.');
    output.result({ path: file, config });
  },
});
