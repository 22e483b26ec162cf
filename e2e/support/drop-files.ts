import type { Locator, Page } from '@playwright/test';

// Copy, link and move: what a file manager offers when a person drags files out of it.
const fileManagerOperations = 1 | 2 | 16;

/**
 * Drags files from disk over `target` and drops them there, as a person dragging them out of a
 * file manager does: Chromium's own drag events (CDP Input.dispatchDragEvent), so the page's
 * `drop` carries the files as real entries. A DataTransfer built in the page cannot stand in:
 * Chromium gives its files no entry (webkitGetAsEntry() is null), and React Aria's drop zone
 * skips such items. `whileOver` runs with the files held over the target, before the drop.
 */
export async function dropFiles(
  page: Page,
  target: Locator,
  paths: readonly string[],
  whileOver: () => Promise<void> = async () => {},
) {
  // Drag events land at window coordinates: a person scrolls the target into view first.
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not on the screen');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const data = { items: [], files: [...paths], dragOperationsMask: fileManagerOperations };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchDragEvent', { type: 'dragEnter', ...at, data });
    await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', ...at, data });
    await whileOver();
    await cdp.send('Input.dispatchDragEvent', { type: 'drop', ...at, data });
  } finally {
    await cdp.detach();
  }
}
