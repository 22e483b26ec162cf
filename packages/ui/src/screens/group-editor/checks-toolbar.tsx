import type { EditorKey } from '@verba/api-client/graphql';
import { DismissShown, shownWarnings, type useDismissWarnings } from './dismiss-warnings.tsx';
import type { EditorColumn } from './editor-grid.tsx';
import type { IssueFilterValue } from './issue-filter.tsx';
import type { CellSaves } from './use-cell-saves.ts';

export { IssueFilter as ChecksToolbarFilter } from './issue-filter.tsx';

export interface DismissShownBarProps {
  filter: IssueFilterValue;
  /** The keys the grid holds, the columns it shows and their values: what "shown" means. */
  keys: readonly EditorKey[];
  columns: readonly EditorColumn[];
  saves: CellSaves;
  dismiss: ReturnType<typeof useDismissWarnings>;
}

/**
 * "Dismiss N shown warnings" under the toolbar while it shows keys with issues, for those who may
 * dismiss: beside the Check filter in the toolbar it would break the toolbar's one row.
 */
export function DismissShownBar({ filter, keys, columns, saves, dismiss }: DismissShownBarProps) {
  const warnings = shownWarnings(keys, columns, saves.translationOf, filter);
  return <DismissShown warnings={warnings} onDismiss={dismiss.run} isPending={dismiss.isPending} />;
}
