import { type EditorKey, type IssueSeverity, useDismissIssues } from '@verba/api-client/graphql';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { languageName } from '../projects-common/languages.ts';
import type { EditorColumn } from './editor-grid.tsx';
import { type CellSaves, cellId } from './use-cell-saves.ts';

// The confirmation brings React Aria's modal: its own chunk, loaded when first asked for.
const ConfirmDialog = lazy(() =>
  import('../../components/confirm-dialog/confirm-dialog.tsx').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/** One warning of one value. */
export interface WarningRef {
  key: EditorKey;
  language: string;
  code: string;
}

/**
 * Dismisses warnings (the server sends them 500 a call) and hides them in the cells at once: a
 * cell saved in this visit shows its remembered answer, which the page's refetch would not reach.
 */
export function useDismissWarnings(projectId: string, saves: CellSaves) {
  const { t } = useTranslation();
  const [dismissIssues] = useDismissIssues();
  return useAction(async (refs: readonly WarningRef[]) => {
    const result = await dismissIssues(
      projectId,
      refs.map(({ key, language, code }) => ({ keyId: key.id, language, code })),
    );
    if (result.ok) {
      const byCell = new Map<string, { ref: WarningRef; codes: Set<string> }>();
      for (const ref of refs) {
        const id = cellId(ref.key.id, ref.language);
        const cell = byCell.get(id) ?? { ref, codes: new Set<string>() };
        cell.codes.add(ref.code);
        byCell.set(id, cell);
      }
      for (const [id, { ref, codes }] of byCell) {
        const translation = saves.translationOf(ref.key, ref.language);
        const status = saves.saves[id]?.status;
        // A cell being saved keeps its own state: its answer brings the issues anew.
        if (!translation || (status && status !== 'saved')) continue;
        saves.remember(ref.key, {
          ...translation,
          issues: translation.issues.map((issue) =>
            codes.has(issue.code) && issue.severity === 'WARNING' ? { ...issue, dismissed: true } : issue,
          ),
        });
      }
      notify.success(t('projects.checks.dismissed', { count: result.data.dismissed }));
    }
    return result;
  });
}

/** The warnings the grid shows that the viewer may dismiss: of the loaded keys, in the shown columns. */
export function shownWarnings(
  keys: readonly EditorKey[],
  columns: readonly EditorColumn[],
  translationOf: CellSaves['translationOf'],
  only: { code: string | null; severity: IssueSeverity | null },
): WarningRef[] {
  if (only.severity === 'ERROR') return [];
  return keys.flatMap((key) =>
    columns
      .filter((column) => column.canDismiss)
      .flatMap((column) =>
        (translationOf(key, column.tag)?.issues ?? [])
          .filter(
            (issue) =>
              issue.severity === 'WARNING' && !issue.dismissed && (!only.code || issue.code === only.code),
          )
          .map((issue) => ({ key, language: column.tag, code: issue.code })),
      ),
  );
}

export interface DismissShownProps {
  warnings: readonly WarningRef[];
  /** Resolves to the call's result (undefined while one runs): the dialog closes once it is done. */
  onDismiss: (warnings: readonly WarningRef[]) => Promise<{ ok: boolean } | undefined>;
  isPending: boolean;
}

/** "Dismiss N shown warnings" under the toolbar, asked once more: how many, of which keys, in which languages. */
export function DismissShown({ warnings, onDismiss, isPending }: DismissShownProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // What the dialog asks about, taken when it opens: live updates may change the grid meanwhile.
  const [asked, setAsked] = useState<readonly WarningRef[] | null>(null);
  if (warnings.length === 0 && !isOpen) return null;
  const chosen = asked ?? warnings;
  const keys = new Set(chosen.map((warning) => warning.key.id)).size;
  const languages = [...new Set(chosen.map((warning) => warning.language))]
    .map((tag) => languageName(tag, i18n.language))
    .join(', ');
  return (
    <div className="flex">
      <Button
        variant="outline"
        size="sm"
        onPress={() => {
          setAsked(warnings);
          setOpen(true);
        }}
      >
        {t('projects.checks.dismissShown', { count: warnings.length })}
      </Button>
      <Suspense fallback={null}>
        {asked && (
          <ConfirmDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            title={t('projects.checks.dismissShownTitle', { count: chosen.length })}
            confirmLabel={t('projects.checks.dismissShownConfirm')}
            cancelLabel={t('common.cancel')}
            isPending={isPending}
            onConfirm={() => {
              void onDismiss(chosen).then((result) => {
                if (result?.ok) setOpen(false);
              });
            }}
          >
            {t('projects.checks.dismissShownBody', { keys, languages })}
          </ConfirmDialog>
        )}
      </Suspense>
    </div>
  );
}
