import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus in the grid across re-renders it did not ask for. A live event (the
 * viewer's own save coming back, a refetch of the page) can re-create the focused cell or field;
 * the browser then drops the focus on <body> and the arrows stop working mid-edit. After each
 * render, if the grid held the focus and nothing else took it, `restore` puts it back.
 * Leaving the grid on purpose (a click or Tab elsewhere) is left alone.
 */
export function useFocusKeeper(gridRef: RefObject<HTMLElement | null>, restore: () => void) {
  const held = useRef(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onFocusIn = () => {
      held.current = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && grid.contains(next)) return;
      const left = event.target as Node;
      // A node being removed may still be connected now: decide once the render is done.
      queueMicrotask(() => {
        if (next || left.isConnected) held.current = false;
      });
    };
    grid.addEventListener('focusin', onFocusIn);
    grid.addEventListener('focusout', onFocusOut);
    return () => {
      grid.removeEventListener('focusin', onFocusIn);
      grid.removeEventListener('focusout', onFocusOut);
    };
  }, [gridRef]);

  useLayoutEffect(() => {
    const active = document.activeElement;
    const dropped = !active || active === document.body;
    if (held.current && dropped) restoreRef.current();
  });
}
