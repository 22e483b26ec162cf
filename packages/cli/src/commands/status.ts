import { defineCommand } from 'citty';
import { commonArgs, openContext } from '../command-context.ts';
import { EXIT } from '../exit-codes.ts';
import { issueReport, printIssues } from '../issue-report.ts';
import { printKept } from '../kept-report.ts';
import { printPreview, printRefused } from '../preview-report.ts';
import { planPull } from '../pull-plan.ts';
import { previewPush, pushWrites } from '../push-plan.ts';
import { refusedKeys } from '../refused-keys.ts';
import { discardImport } from '../remote.ts';

export const statusCommand = defineCommand({
  meta: {
    name: 'status',
    description: 'Show what push and pull would change and the check counts, without changing anything',
  },
  args: {
    ...commonArgs,
    verbose: {
      type: 'boolean',
      description: 'Name the local keys pull keeps because Verba does not hold them',
    },
  },
  async run({ args }) {
    const context = await openContext(args);
    const { api, output } = context;
    const planned = await planPull(context);
    const pulled = planned.filter((file) => file.status !== 'unchanged');
    output.info(
      pulled.length === 0
        ? 'pull: every file is up to date.'
        : `pull would write:\n${pulled.map((file) => `  ${file.path} (${file.status})`).join('\n')}`,
    );
    printKept(output, planned, args.verbose === true);
    const preview = await previewPush(context);
    // The preview was only for looking: it is discarded, so nothing in the project changes.
    await discardImport(api, preview.importId);
    const pushes = pushWrites(preview, false);
    if (pushes) {
      output.info('push would change:');
      printPreview(output, preview, false);
    } else {
      output.info('push: Verba already has these texts.');
      printRefused(output, preview);
    }
    const issues = await issueReport(api, context.config.projectId);
    const failing = printIssues(output, issues);
    output.result({
      issues,
      pull: pulled.map(({ path, status }) => ({ path, status })),
      push: preview.files.map(({ localPath, added, changed, unchanged, keyChanges }) => ({
        path: localPath,
        added,
        changed,
        unchanged,
        keyChanges,
      })),
      newGroups: preview.newGroups,
      newLanguages: preview.newLanguages,
      languageMatches: preview.languageMatches,
      keyLimit: preview.keyLimit,
      refused: refusedKeys(preview),
    });
    if (pulled.length > 0 || pushes || failing) process.exitCode = EXIT.differences;
  },
});
