import { defineCommand } from 'citty';
import { commonArgs, openContext } from '../command-context.ts';
import { EXIT } from '../exit-codes.ts';
import { followApply } from '../follow-apply.ts';
import { printPreview } from '../preview-report.ts';
import { type PushPreview, previewPush, pushWrites } from '../push-plan.ts';
import { refusedKeys } from '../refused-keys.ts';
import { applyImport, discardImport, type Import } from '../remote.ts';

const previewJson = (preview: PushPreview) => ({
  import: preview.importId,
  files: preview.files.map(
    ({ localPath, language, group, keys, added, changed, unchanged, issues, keyChanges }) => ({
      path: localPath,
      language,
      group,
      keys,
      added,
      changed,
      unchanged,
      issues,
      keyChanges,
    }),
  ),
  newGroups: preview.newGroups,
  newLanguages: preview.newLanguages,
  languageMatches: preview.languageMatches,
  keyLimit: preview.keyLimit,
  refused: refusedKeys(preview),
});

export const pushCommand = defineCommand({
  meta: {
    name: 'push',
    description: 'Upload the local files as one import, show what it changes, and apply it after a yes',
  },
  args: {
    ...commonArgs,
    yes: { type: 'boolean', alias: 'y', description: 'Apply without asking (for CI)' },
    'dry-run': { type: 'boolean', description: 'Only print what would change' },
    overwrite: { type: 'boolean', description: 'Replace existing non-empty values' },
  },
  async run({ args }) {
    const { api, output, ...context } = await openContext(args);
    const overwrite = args.overwrite === true;
    const preview = await previewPush({ api, output, ...context });
    printPreview(output, preview, overwrite);
    const writes = pushWrites(preview, overwrite);
    const answer = (applied: boolean, result: Import['result'] = null) =>
      output.result({ ...previewJson(preview), applied, result });
    if (!writes || args['dry-run']) {
      await discardImport(api, preview.importId);
      const kept = preview.files.some((file) => file.changed > 0);
      output.success(
        writes
          ? 'Dry run: nothing was applied.'
          : kept
            ? 'Nothing to apply without --overwrite.'
            : 'Nothing to push: Verba already has these texts.',
      );
      answer(false);
      return;
    }
    const approved = args.yes === true || (await output.ask('Apply these changes to Verba?'));
    if (!approved) {
      await discardImport(api, preview.importId);
      output.warn('Nothing was applied: answer yes, or pass --yes to apply without asking.');
      answer(false);
      process.exitCode = EXIT.differences;
      return;
    }
    await applyImport(api, preview.importId, overwrite);
    const done = await followApply(api, output, preview.importId);
    answer(true, done.result);
  },
});
