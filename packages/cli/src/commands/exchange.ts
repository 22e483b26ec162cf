import { readFile } from 'node:fs/promises';
import { defineCommand } from 'citty';
import { commonArgs, openContext } from '../command-context.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { followApply } from '../follow-apply.ts';
import type { Output } from '../output.ts';
import { applyImport, discardImport, exportExchange, type Import, uploadExchange } from '../remote.ts';

const formats = ['xliff12', 'xliff2', 'po'];

const exportCommand = defineCommand({
  meta: {
    name: 'export',
    description: 'Write one language as XLIFF 1.2, XLIFF 2.0 or PO to stdout, for an agency’s tool',
  },
  args: {
    ...commonArgs,
    language: { type: 'string', required: true, description: 'The target language (de, pt-BR…)' },
    format: { type: 'string', default: 'xliff2', description: 'xliff12, xliff2 or po' },
    states: {
      type: 'string',
      description: 'Comma list of EMPTY, TRANSLATED, REVIEWED (default EMPTY: what needs translating)',
    },
    groups: { type: 'string', description: 'Comma list of group ids (default all)' },
  },
  async run({ args }) {
    if (!formats.includes(args.format)) {
      throw new CliError(`--format is one of ${formats.join(', ')}.`, EXIT.usage, 'USAGE');
    }
    const { api, config } = await openContext(args);
    const query = new URLSearchParams({ language: args.language, format: args.format });
    if (args.states) query.set('states', args.states);
    if (args.groups) query.set('groups', args.groups);
    process.stdout.write(await exportExchange(api, config.projectId, query));
  },
});

/** Per group of the file, its counts and issues, as the import preview lists them. */
function printExchangePreview(output: Output, preview: Import): void {
  for (const file of preview.files) {
    const issues = file.issueCount ?? file.issues.length;
    output.info(
      `${file.path} › ${file.group}: ${file.added} added, ${file.changed} changed, ${file.unchanged} unchanged, ${issues} ${issues === 1 ? 'issue' : 'issues'}`,
    );
    if (file.issues.length > 0) {
      output.info(
        file.issues
          .map((issue) => `  ! ${JSON.stringify(issue.key)} ${issue.code}: ${issue.message}`)
          .join('\n'),
      );
    }
  }
}

const importCommand = defineCommand({
  meta: {
    name: 'import',
    description: 'Bring an exchange file back: show the import preview, then apply it after a yes',
  },
  args: {
    ...commonArgs,
    file: { type: 'positional', required: true, description: 'The XLIFF or PO file' },
    yes: { type: 'boolean', alias: 'y', description: 'Apply without asking (for CI)' },
    force: { type: 'boolean', description: 'Also write units whose source changed since the export' },
  },
  async run({ args }) {
    const { api, config, output } = await openContext(args);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(args.file);
    } catch (error) {
      throw new CliError(
        `Cannot read ${args.file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}.`,
        EXIT.usage,
      );
    }
    const contentType = /\.pot?$/i.test(args.file) ? 'text/x-gettext-translation' : 'application/xliff+xml';
    const preview = await uploadExchange(api, config.projectId, bytes, contentType, args.force === true);
    printExchangePreview(output, preview);
    const answer = (applied: boolean, result: Import['result'] = null) =>
      output.result({ import: preview.id, files: preview.files, applied, result });
    const writes = preview.files.some((file) => file.added + file.changed > 0);
    if (!writes) {
      await discardImport(api, preview.id);
      output.success('Nothing to apply: Verba already has these texts.');
      answer(false);
      return;
    }
    const approved = args.yes === true || (await output.ask('Apply these changes to Verba?'));
    if (!approved) {
      await discardImport(api, preview.id);
      output.warn('Nothing was applied: answer yes, or pass --yes to apply without asking.');
      answer(false);
      process.exitCode = EXIT.differences;
      return;
    }
    // The file's translations replace what the language had: they were handed out to be done.
    await applyImport(api, preview.id, true);
    const done = await followApply(api, output, preview.id);
    answer(true, done.result);
  },
});

export const exchangeCommand = defineCommand({
  meta: {
    name: 'exchange',
    description: 'XLIFF and PO files for agencies: export one language, import it back',
  },
  subCommands: { export: exportCommand, import: importCommand },
});
