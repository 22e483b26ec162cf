// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid places its rows absolutely, which a <table> cannot.
// biome-ignore-all lint/a11y/useFocusableInteractive: one cell at a time takes focus (roving tabindex, the ARIA grid pattern).
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the grid's own onKeyDown answers every key for its cells.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { EditorKey } from '@verba/api-client/graphql';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../projects-common/languages.ts';
import { CellInputs, CellView } from './editor-cell.tsx';
import { type Draft, draftOf, sameDraft } from './editor-model.ts';
import { type GridColumns, useGridColumns } from './grid-columns.ts';
import { type CellSaves, cellId, type TakenOrigin } from './use-cell-saves.ts';
import { useCursorInView } from './use-cursor-in-view.ts';
import { useFocusKeeper } from './use-focus-keeper.ts';
import type { SuggestionDecision } from './use-suggestions.ts';

export interface EditorColumn {
  tag: string;
  isBase: boolean;
  /** The viewer's role may not set values in this language (Permissions.translateLanguages). */
  isReadOnly?: boolean;
  /** The viewer's role may mark values reviewed here (Permissions.reviewLanguages). */
  canReview?: boolean;
  /** The viewer's role may dismiss warnings here (Permissions.dismissLanguages). */
  canDismiss?: boolean;
}

export interface EditorGridProps {
  /** The keys loaded so far, in order; rows past them show as loading until their page arrives. */
  keys: EditorKey[];
  totalCount: number;
  columns: EditorColumn[];
  saves: CellSaves;
  /** Cells another member just changed (cellId): highlighted for a moment. */
  liveCells?: ReadonlySet<string>;
  /** What the key's cell shows beside its name (its open comments). */
  keyBadge?: (key: EditorKey) => ReactNode;
  /** What a cell shows beside its value (who else edits it), by cellId. */
  cellBadge?: (id: string) => ReactNode;
  /** What a cell shows under its value: its open suggestions. */
  cellSuggestions?: (key: EditorKey, column: EditorColumn) => ReactNode;
  /** Alt+A and Alt+R on a cell: accept or reject its first open suggestion. */
  onSuggestionKey?: (key: EditorKey, column: EditorColumn, kind: SuggestionDecision) => void;
  /** The cell the viewer edits, or null: the editor tells the project (presence). */
  onEditingChange?: (place: { keyId: string; language: string } | null) => void;
  /** The active cell changed: its key and language (null on the key's own cell), for the side panel. */
  onActiveChange?: (cell: { keyId: string; language: string | null } | null) => void;
  onLoadMore: () => void;
  onOpenKey: (key: EditorKey) => void;
  onResolve: (id: string) => void;
  /** Dismisses one warning of a value (a cell's Dismiss, where the column allows it). */
  onDismissIssue?: (key: EditorKey, language: string, code: string) => void;
  label: string;
  /** Keeps the base language beside the key column while many columns scroll sideways. */
  pinBase?: boolean;
  /**
   * A phone's layout: each row is a card with its cells one above the other (key, then each
   * language, named in the cell), the column headers only for screen readers, nothing sideways.
   */
  stacked?: boolean;
  handleRef?: Ref<EditorGridHandle>;
}

/** What the screen may ask of the grid from outside it (the side panel's aids). */
export interface EditorGridHandle {
  /**
   * Opens the active cell for editing with this text, to be saved like any edit (not on read-only
   * cells); with `origin`, saved as MEMORY or MACHINE unless the person changes the text first.
   */
  fill: (draft: Draft, origin?: TakenOrigin) => void;
}

interface Position {
  row: number;
  col: number;
}

const HEADER_HEIGHT = 40;
/** The room between two cards of the phone's layout. */
const CARD_GAP = 8;
const HEADER_SURFACE = 'var(--color-base-200)';
const ROW_SURFACE = 'var(--color-base-100)';
/** The focused cell is the keyboard's cursor: a ring however it got the focus, as a spreadsheet's (WCAG 2.4.7). */
const CELL_CLASS =
  'min-w-0 px-3 py-2 outline-none focus:outline-2 focus:outline-solid focus:outline-(--color-focus-ring) focus:-outline-offset-2';

/**
 * The editor's grid (ARIA grid pattern): a sticky header row, then one virtualized row per key.
 * One cell is in the tab order (roving tabindex); arrows move, Enter or typing edits.
 */
export function EditorGrid({
  keys,
  totalCount,
  columns,
  saves,
  liveCells,
  keyBadge,
  cellBadge,
  cellSuggestions,
  onSuggestionKey,
  onEditingChange,
  onActiveChange,
  onLoadMore,
  onOpenKey,
  onResolve,
  onDismissIssue,
  label,
  pinBase = true,
  stacked = false,
  handleRef,
}: EditorGridProps) {
  const { t, i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 1 });
  const [editing, setEditing] = useState<{
    draft: Draft;
    from: ReturnType<CellSaves['translationOf']>;
    /** An aid's text taken into the cell: saved with its origin while unchanged. */
    taken?: { draft: Draft; origin: TakenOrigin };
  } | null>(null);
  /** Drafts left with Esc: kept until the row is left. */
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  /**
   * The cell to focus once rendered. It names its own cell: an earlier render's effect still
   * pending when the click or key came would otherwise focus that render's (the old) cell.
   */
  const focusWanted = useRef<Position | null>(null);
  const colCount = columns.length + 1;

  const virtualizer = useVirtualizer({
    count: totalCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (stacked ? 160 : 72),
    overscan: 6,
    scrollPaddingStart: stacked ? 0 : HEADER_HEIGHT,
    gap: stacked ? CARD_GAP : 0,
  });
  const items = virtualizer.getVirtualItems();
  const baseIndex = columns.findIndex((column) => column.isBase);
  const columnLayout = useGridColumns(
    stacked ? 0 : columns.length,
    scrollRef,
    pinBase && baseIndex >= 0 ? baseIndex : null,
    active.col > 0 ? active.col - 1 : null,
  );
  const layout = stacked ? stackedLayout(columns.length) : columnLayout;
  const lastIndex = items.at(-1)?.index ?? 0;
  const revealCursor = useCursorInView(
    scrollRef,
    () => headerRef.current?.offsetHeight ?? HEADER_HEIGHT,
    virtualizer.getTotalSize(),
  );

  useEffect(() => {
    if (lastIndex >= keys.length - 20 && keys.length < totalCount) onLoadMore();
  }, [lastIndex, keys.length, totalCount, onLoadMore]);

  // Keeps the active cell inside the grid when filters shrink it.
  useEffect(() => {
    if (totalCount > 0 && active.row >= totalCount)
      setActive((current) => ({ ...current, row: totalCount - 1 }));
  }, [totalCount, active.row]);

  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted || editing) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${wanted.row}"] [data-col="${wanted.col}"]`,
    );
    if (cell) {
      focusWanted.current = null;
      cell.focus({ preventScroll: true });
      revealCursor(cell);
    }
  });

  // The active cell (or its field while editing) gets the focus back if a re-render took it.
  useFocusKeeper(scrollRef, () => {
    const cell = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${active.row}"] [data-col="${active.col}"]`,
    );
    (editing ? cell?.querySelector<HTMLElement>('textarea') : cell)?.focus({ preventScroll: true });
  });

  const moveTo = useCallback(
    (position: Position) => {
      const row = Math.max(0, Math.min(totalCount - 1, position.row));
      const col = Math.max(0, Math.min(colCount - 1, position.col));
      if (row !== active.row) setDrafts({});
      setActive({ row, col });
      focusWanted.current = { row, col };
      virtualizer.scrollToIndex(row, { align: 'auto' });
      layout.scrollToColumn(col - 1);
    },
    [active.row, colCount, totalCount, virtualizer, layout],
  );

  const activeKey = keys[active.row];
  const activeColumn = active.col > 0 ? columns[active.col - 1] : undefined;
  const activeKeyId = activeKey?.id ?? null;
  const activeLanguage = activeColumn?.tag ?? null;
  useEffect(() => {
    onActiveChange?.(activeKeyId ? { keyId: activeKeyId, language: activeLanguage } : null);
  }, [activeKeyId, activeLanguage, onActiveChange]);
  const editingKeyId = editing && activeKey ? activeKey.id : null;
  const editingLanguage = editing && activeColumn ? activeColumn.tag : null;
  useEffect(() => {
    onEditingChange?.(
      editingKeyId && editingLanguage ? { keyId: editingKeyId, language: editingLanguage } : null,
    );
  }, [editingKeyId, editingLanguage, onEditingChange]);

  const startEditing = (initial?: (draft: Draft) => Draft, origin?: TakenOrigin) => {
    if (!activeKey || !activeColumn || activeColumn.isReadOnly) return;
    const from = saves.translationOf(activeKey, activeColumn.tag);
    const id = cellId(activeKey.id, activeColumn.tag);
    const pending = saves.saves[id];
    const kept =
      drafts[id] ??
      (pending && pending.status !== 'saved' ? pending.draft : undefined) ??
      draftOf(from, activeKey.plural);
    const draft = initial ? initial(kept) : kept;
    setEditing({ draft, from: pending?.theirs ?? from, ...(origin && { taken: { draft, origin } }) });
  };

  useImperativeHandle(handleRef, () => ({
    fill: (draft: Draft, origin?: TakenOrigin) => startEditing(() => draft, origin),
  }));

  const stopEditing = (keepDraft: boolean) => {
    if (editing && activeKey && activeColumn && keepDraft) {
      setDrafts((current) => ({ ...current, [cellId(activeKey.id, activeColumn.tag)]: editing.draft }));
    }
    setEditing(null);
    focusWanted.current = active;
  };

  const commit = (reviewed: boolean) => {
    if (!editing || !activeKey || !activeColumn) return;
    const id = cellId(activeKey.id, activeColumn.tag);
    const unchanged = sameDraft(editing.draft, draftOf(editing.from, activeKey.plural));
    if (!unchanged || reviewed || saves.saves[id]?.status === 'failed') {
      void saves.save(
        activeKey,
        activeColumn.tag,
        editing.draft,
        reviewed && activeColumn.canReview !== false,
        editing.from,
        editing.taken && sameDraft(editing.taken.draft, editing.draft) ? editing.taken.origin : undefined,
      );
    }
    setDrafts((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });
    setEditing(null);
  };

  /** The next row below whose value in this column is empty (Tab). */
  const nextEmptyRow = (from: number) => {
    if (!activeColumn) return from;
    for (let row = from + 1; row < keys.length; row += 1) {
      const key = keys[row] as EditorKey;
      const id = cellId(key.id, activeColumn.tag);
      const shown = saves.optimisticOf(id, saves.translationOf(key, activeColumn.tag));
      if ((shown?.state ?? 'EMPTY') === 'EMPTY') return row;
    }
    return from;
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing(true);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit(true);
      moveTo({ row: active.row + 1, col: active.col });
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      commit(false);
      moveTo({ row: active.row + 1, col: active.col });
    } else if (event.key === 'Tab' && !event.shiftKey) {
      const inPluralMiddle = activeKey?.plural && !event.currentTarget.dataset.last;
      if (inPluralMiddle) return;
      event.preventDefault();
      commit(false);
      moveTo({ row: nextEmptyRow(active.row), col: active.col });
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Alt+D: the active cell's first warning is dismissed (its Dismiss button is out of the tab order).
    if (!editing && event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD') {
      if (activeKey && activeColumn?.canDismiss && onDismissIssue) {
        const shown = saves.optimisticOf(
          cellId(activeKey.id, activeColumn.tag),
          saves.translationOf(activeKey, activeColumn.tag),
        );
        const warning = shown?.issues.find((issue) => issue.severity === 'WARNING' && !issue.dismissed);
        event.preventDefault();
        if (warning) onDismissIssue(activeKey, activeColumn.tag, warning.code);
      }
      return;
    }
    // By the physical key: Alt+A types "å" on a Mac keyboard.
    const decision = event.code === 'KeyA' ? 'accept' : event.code === 'KeyR' ? 'reject' : null;
    if (!editing && event.altKey && !event.ctrlKey && !event.metaKey && decision) {
      if (activeKey && activeColumn && onSuggestionKey) {
        event.preventDefault();
        onSuggestionKey(activeKey, activeColumn, decision);
      }
      return;
    }
    if (editing || event.altKey) return;
    const { row, col } = active;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / 72) - 1);
    const moves: Record<string, Position> = {
      ArrowDown: { row: row + 1, col },
      ArrowUp: { row: row - 1, col },
      ArrowRight: { row, col: col + 1 },
      ArrowLeft: { row, col: col - 1 },
      PageDown: { row: row + page, col },
      PageUp: { row: row - page, col },
      Home: event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 },
      End: event.ctrlKey ? { row: totalCount - 1, col: colCount - 1 } : { row, col: colCount - 1 },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move);
      return;
    }
    if (!activeKey) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      if (!activeColumn) {
        onOpenKey(activeKey);
        return;
      }
      const id = cellId(activeKey.id, activeColumn.tag);
      if (saves.saves[id]?.status === 'conflict') onResolve(id);
      else startEditing();
      return;
    }
    if (
      event.key.length === 1 &&
      event.key !== '/' &&
      event.key !== '?' &&
      !event.ctrlKey &&
      !event.metaKey &&
      activeColumn
    ) {
      event.preventDefault();
      startEditing((draft) => ('text' in draft ? { text: draft.text + event.key } : draft));
    }
  };

  const headerOf = (column: EditorColumn) =>
    column.isBase
      ? t('projects.editor.baseColumn', { language: languageName(column.tag, i18n.language) })
      : languageName(column.tag, i18n.language);

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={totalCount + 1}
      aria-colcount={colCount}
      onKeyDown={onGridKeyDown}
      className="relative max-h-dvh min-h-0 overflow-auto rounded-box border border-base-300"
    >
      <div
        ref={headerRef}
        role="rowgroup"
        className={stacked ? 'sr-only' : 'sticky top-0 z-10 bg-base-200'}
        style={{ minWidth: layout.minWidth }}
      >
        <div
          role="row"
          aria-rowindex={1}
          className="grid"
          // At least this tall; long names ("Englisch (Vereinigte Staaten) (Basis)") wrap and make it taller.
          style={{ gridTemplateColumns: layout.template, minHeight: HEADER_HEIGHT }}
        >
          <div
            role="columnheader"
            aria-colindex={1}
            className="px-3 py-2 font-semibold text-sm"
            style={layout.keyStyle(HEADER_SURFACE)}
          >
            {t('projects.editor.keyColumn')}
          </div>
          {layout.rendered
            .map((index) => columns[index] as EditorColumn)
            .map((column, at) => (
              <div
                key={column.tag}
                role="columnheader"
                aria-colindex={(layout.rendered[at] as number) + 2}
                className="px-3 py-2 font-semibold text-sm wrap-break-word"
                style={layout.styleOf(layout.rendered[at] as number, HEADER_SURFACE)}
              >
                {headerOf(column)}
                {column.isReadOnly && (
                  <span className="font-normal text-base-content/70">
                    {' '}
                    {t('projects.editor.readOnlyColumn')}
                  </span>
                )}
              </div>
            ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className="relative"
        style={{ height: virtualizer.getTotalSize(), minWidth: layout.minWidth }}
      >
        {items.map((item) => {
          const key = keys[item.index];
          return (
            <div
              key={key?.id ?? `loading-${item.index}`}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-row={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              aria-selected={item.index === active.row}
              className={
                stacked
                  ? 'absolute inset-x-0 top-0 grid rounded-box border border-base-300 aria-selected:border-base-content/40'
                  : 'absolute inset-x-0 top-0 grid border-base-300 border-t aria-selected:bg-base-200/50'
              }
              style={{
                transform: `translateY(${item.start}px)`,
                gridTemplateColumns: layout.template,
              }}
            >
              {key ? (
                <>
                  <div
                    role="gridcell"
                    aria-colindex={1}
                    data-col={0}
                    tabIndex={active.row === item.index && active.col === 0 ? 0 : -1}
                    onClick={() => moveTo({ row: item.index, col: 0 })}
                    onDoubleClick={() => onOpenKey(key)}
                    style={layout.keyStyle(ROW_SURFACE)}
                    className={CELL_CLASS}
                  >
                    <button
                      type="button"
                      tabIndex={-1}
                      className="whitespace-pre-wrap text-start font-mono text-sm wrap-anywhere hover:underline"
                      onClick={() => onOpenKey(key)}
                    >
                      {key.name}
                    </button>
                    {key.plural && (
                      <span className="badge badge-sm badge-ghost ms-2">
                        {t('projects.editor.pluralBadge')}
                      </span>
                    )}
                    {keyBadge?.(key)}
                    {key.description && <p className="text-base-content/80 text-xs">{key.description}</p>}
                  </div>
                  {layout.rendered.map((index) => {
                    const column = columns[index] as EditorColumn;
                    const col = index + 1;
                    const id = cellId(key.id, column.tag);
                    const isActive = active.row === item.index && active.col === col;
                    const pending = saves.saves[id];
                    const shown = saves.optimisticOf(id, saves.translationOf(key, column.tag));
                    const languageLabel = languageName(column.tag, i18n.language);
                    return (
                      <div
                        key={column.tag}
                        role="gridcell"
                        aria-colindex={col + 1}
                        aria-readonly={column.isReadOnly || undefined}
                        data-col={col}
                        data-live={liveCells?.has(id) || undefined}
                        style={layout.styleOf(index, ROW_SURFACE)}
                        tabIndex={isActive && !editing ? 0 : -1}
                        onClick={() => {
                          if (!isActive) {
                            if (editing) stopEditing(true);
                            moveTo({ row: item.index, col });
                          }
                        }}
                        onDoubleClick={() => startEditing()}
                        className={CELL_CLASS}
                      >
                        {stacked && (
                          // The column header says it to screen readers; this is for the eye.
                          <p aria-hidden="true" className="font-medium text-base-content/70 text-xs">
                            {headerOf(column)}
                          </p>
                        )}
                        {isActive && editing ? (
                          <CellInputs
                            label={t('projects.editor.valueLabel', {
                              key: key.name,
                              language: languageLabel,
                            })}
                            language={column.tag}
                            draft={editing.draft}
                            onChange={(draft) => setEditing({ ...editing, draft })}
                            onKeyDown={onEditorKeyDown}
                            autoFocus
                          />
                        ) : (
                          <CellView
                            translation={shown}
                            plural={key.plural}
                            isBase={column.isBase}
                            status={pending?.status}
                            onRetry={() => void saves.retry(id)}
                            onResolve={() => onResolve(id)}
                            keyName={key.name}
                            languageLabel={languageLabel}
                            onDismissIssue={
                              column.canDismiss && onDismissIssue
                                ? (code) => onDismissIssue(key, column.tag, code)
                                : undefined
                            }
                          />
                        )}
                        {!(isActive && editing) && cellSuggestions?.(key, column)}
                        {cellBadge?.(id)}
                      </div>
                    );
                  })}
                </>
              ) : (
                <div
                  role="gridcell"
                  aria-colindex={1}
                  aria-busy="true"
                  className="px-3 py-2 text-base-content/70 text-sm"
                >
                  {t('projects.editor.loadingRow')}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The phone's cards: every cell one above the other in a single track, nothing wider than the grid. */
function stackedLayout(count: number): GridColumns {
  return {
    rendered: Array.from({ length: count }, (_, index) => index),
    template: 'minmax(0, 1fr)',
    minWidth: '0',
    styleOf: () => ({}),
    keyStyle: () => ({}),
    scrollToColumn: () => {},
  };
}
