import type { EditorKey } from '@verba/api-client/graphql';
import { DismissShown, shownWarnings, type useDismissWarnings } from './dismiss-warnings.tsx';
import type { EditorColumn } from './editor-grid.tsx';
import { IssueFilter, type IssueFilterValue } from './issue-filter.tsx';
import type { CellSaves } from './use-cell-saves.ts';

export interface ChecksToolbarProps {
  filter: IssueFilterValue;
  onFilterChange: (filter: IssueFilterValue) => void;
  /** The keys the grid holds, the columns it shows and their values: what "shown" means. */
  keys: readonly EditorKey[];
  columns: readonly EditorColumn[];
  saves: CellSaves;
  dismiss: ReturnType<typeof useDismissWarnings>;
}

/**
 * The checks' part of the editor's toolbar while it shows keys with issues (aids contract,
 * "Checks"): the Check filter and "Dismiss shown warnings" for those who may dismiss.
 */
export function ChecksToolbar({ filter, onFilterChange, keys, columns, saves, dismiss }: ChecksToolbarProps) {
  const warnings = shownWarnings(keys, columns, saves.translationOf, filter);
  return (
    <>
      <IssueFilter value={filter} onChange={onFilterChange} />
      <DismissShown warnings={warnings} onDismiss={dismiss.run} isPending={dismiss.isPending} />
    </>
  );
}
