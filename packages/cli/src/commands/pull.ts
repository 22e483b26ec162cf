import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { defineCommand } from 'citty';
import { commonArgs, openContext } from '../command-context.ts';
import { EXIT } from '../exit-codes.ts';
import { issueReport, printIssues } from '../issue-report.ts';
import { printKept } from '../kept-report.ts';
import { planPull } from '../pull-plan.ts';
import { pathUnder } from '../safe-paths.ts';

export const pullCommand = defineCommand({
  meta: {
    name: 'pull',
    description: 'Write every file the pattern names, byte for byte as the export writes it',
  },
  args: {
    ...commonArgs,
    check: {
      type: 'boolean',
      description: 'Write nothing; exit 1 when a file would change or a value has an error (for CI)',
    },
    verbose: { type: 'boolean', description: 'Name the local keys kept because Verba does not hold them' },
  },
  async run({ args }) {
    const context = await openContext(args);
    const { config, output } = context;
    const files = await planPull(context);
    const changing = files.filter((file) => file.status !== 'unchanged');
    if (!args.check) {
      // Everything is downloaded before the first write; each file is replaced whole, never half-written.
      for (const file of changing) {
        const target = pathUnder(config.root, file.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(`${target}.verba-tmp`, file.bytes);
        await rename(`${target}.verba-tmp`, target);
      }
    }
    for (const file of changing)
      output.info(`${args.check ? 'would write' : 'wrote'} ${file.path} (${file.status})`);
    printKept(output, files, args.verbose === true);
    const summary = `${changing.length} of ${files.length} files ${args.check ? 'would change' : 'written'}.`;
    if (changing.length === 0) output.success(`${files.length} files up to date.`);
    else if (args.check) output.warn(summary);
    else output.success(summary);
    const issues = args.check ? await issueReport(context.api, config.projectId) : null;
    const failing = issues ? printIssues(output, issues) : false;
    output.result({
      // `kept` only where there is one: the answer of a file pull fully wrote stays as it was.
      files: files.map(({ path, status, kept }) => ({ path, status, ...(kept.length > 0 && { kept }) })),
      written: args.check ? 0 : changing.length,
      ...(issues && { issues }),
    });
    if (args.check && (changing.length > 0 || failing)) process.exitCode = EXIT.differences;
  },
});
