/**
 * Scrolls the grid so `cell` lies clear of its sticky header (`headerHeight`) and of the pinned
 * (sticky) cells in its row, then the page so the cell is in the window: the keyboard cursor stays
 * on screen. The grid's own scrollIntoView would not: it knows nothing of what covers the cell.
 */
export function revealCell(scroller: HTMLElement, cell: HTMLElement, headerHeight: number) {
  const view = scroller.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  const top = view.top + scroller.clientTop + headerHeight;
  const bottom = view.top + scroller.clientTop + scroller.clientHeight;
  if (box.top < top) scroller.scrollTop -= top - box.top;
  else if (box.bottom > bottom) scroller.scrollTop += Math.min(box.bottom - bottom, box.top - top);
  if (getComputedStyle(cell).position !== 'sticky') {
    const pinned = [...(cell.parentElement?.children ?? [])].filter(
      (other) => other !== cell && getComputedStyle(other).position === 'sticky',
    );
    const left = Math.max(
      view.left + scroller.clientLeft,
      ...pinned.map((other) => other.getBoundingClientRect().right),
    );
    const right = view.left + scroller.clientLeft + scroller.clientWidth;
    if (box.left < left) scroller.scrollLeft -= left - box.left;
    else if (box.right > right) scroller.scrollLeft += Math.min(box.right - right, box.left - left);
  }
  cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
