import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { revealCell } from './reveal-cell.ts';

/**
 * Reveals the cursor's cell, and keeps it in view while the rows around it are still being
 * measured: rows sit at an estimated height until rendered, so after a jump (Ctrl+End, a long
 * move) their real heights shift the cell out of the window again. `layoutSize` is the grid's
 * total height; each change of it reveals the focused cell anew. Scrolling by hand (wheel, touch,
 * the scrollbar) ends the keeping, so the grid never pulls a reader back.
 */
export function useCursorInView(
  scrollRef: RefObject<HTMLElement | null>,
  headerHeight: () => number,
  layoutSize: number,
) {
  const keeping = useRef(false);
  const headerHeightRef = useRef(headerHeight);
  headerHeightRef.current = headerHeight;

  const reveal = useCallback(
    (cell: HTMLElement) => {
      if (!scrollRef.current) return;
      keeping.current = true;
      revealCell(scrollRef.current, cell, headerHeightRef.current());
    },
    [scrollRef],
  );

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const release = () => {
      keeping.current = false;
    };
    const events = ['wheel', 'touchstart', 'pointerdown'] as const;
    for (const type of events) scroller.addEventListener(type, release, { passive: true });
    return () => {
      for (const type of events) scroller.removeEventListener(type, release);
    };
  }, [scrollRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout size is the trigger.
  useEffect(() => {
    const scroller = scrollRef.current;
    const focused = document.activeElement?.closest<HTMLElement>('[role="gridcell"]');
    if (keeping.current && scroller && focused && scroller.contains(focused))
      revealCell(scroller, focused, headerHeightRef.current());
  }, [layoutSize, scrollRef]);

  return reveal;
}
