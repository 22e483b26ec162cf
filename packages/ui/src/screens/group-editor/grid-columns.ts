import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, RefObject } from 'react';

/** From this many language columns the grid renders only those in view (30 × 200 rows is 6,000 cells). */
export const VIRTUAL_COLUMNS_FROM = 8;
const KEY_WIDTH = 192;
const LANGUAGE_WIDTH = 224;

export interface GridColumns {
  /** Indexes into the language columns to render, in order. */
  rendered: number[];
  template: string;
  minWidth: string;
  /** The style of language column `index`: its grid track, and pinned to the left (on `surface`) when it is. */
  styleOf: (index: number, surface: string) => CSSProperties;
  /** The style of the key column: always pinned once columns scroll sideways. */
  keyStyle: (surface: string) => CSSProperties;
  /** Brings language column `index` into view; -1 the key column. */
  scrollToColumn: (index: number) => void;
}

/**
 * The grid's columns: few languages share the width (flexible tracks, all rendered); many get
 * fixed tracks and a horizontal virtualizer, so a row renders the key, the pinned base and the
 * languages in view. `alwaysRendered` (the active cell's column) stays in the DOM to keep focus.
 */
export function useGridColumns(
  count: number,
  scrollRef: RefObject<HTMLDivElement | null>,
  pinned: number | null,
  alwaysRendered: number | null,
): GridColumns {
  const virtual = count >= VIRTUAL_COLUMNS_FROM;
  const pinnedWidth = KEY_WIDTH + (pinned === null ? 0 : LANGUAGE_WIDTH);
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LANGUAGE_WIDTH,
    // The key column's track comes first; the virtualizer measures from the grid's left edge.
    paddingStart: KEY_WIDTH,
    scrollPaddingStart: pinnedWidth,
    overscan: 2,
  });
  if (!virtual) {
    return {
      rendered: Array.from({ length: count }, (_, index) => index),
      template: `minmax(12rem, 1fr) repeat(${count}, minmax(14rem, 1.5fr))`,
      minWidth: `${12 + 14 * count}rem`,
      styleOf: () => ({}),
      keyStyle: () => ({}),
      scrollToColumn: () => {},
    };
  }
  const shown = new Set(virtualizer.getVirtualItems().map((item) => item.index));
  if (pinned !== null) shown.add(pinned);
  if (alwaysRendered !== null && alwaysRendered < count) shown.add(alwaysRendered);
  return {
    rendered: [...shown].sort((a, b) => a - b),
    template: `${KEY_WIDTH}px repeat(${count}, ${LANGUAGE_WIDTH}px)`,
    minWidth: `${KEY_WIDTH + LANGUAGE_WIDTH * count}px`,
    styleOf: (index, surface) =>
      index === pinned
        ? { gridColumnStart: index + 2, position: 'sticky', left: KEY_WIDTH, zIndex: 1, background: surface }
        : { gridColumnStart: index + 2 },
    keyStyle: (surface) => ({
      gridColumnStart: 1,
      position: 'sticky',
      left: 0,
      zIndex: 1,
      background: surface,
    }),
    // -1 is the key column: back to the start. A pinned column is always in view.
    scrollToColumn: (index) => {
      if (index < 0) virtualizer.scrollToOffset(0);
      else if (index !== pinned) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
  };
}
