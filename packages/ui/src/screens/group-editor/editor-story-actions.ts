import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIDE_PANEL_STORAGE_KEY } from './use-side-panel-open.ts';

// What the editor stories' play functions do again and again, as a translator would.

/** Focuses the cell of `key` in column `index` (0 the key, 1 the base, 2 German, 3 French). */
export async function focusCell(canvasElement: HTMLElement, key: string, index: number) {
  const table = await within(canvasElement).findByRole('grid');
  const button = await within(table).findByRole('button', { name: key });
  const row = button.closest('[role="row"]') as HTMLElement;
  const cell = within(row).getAllByRole('gridcell')[index] as HTMLElement;
  await userEvent.click(cell);
  await waitFor(() => expect(cell).toHaveFocus());
  return cell;
}

/**
 * Opens the side panel's `tab` for a cell and gives the focus back to the cell, as a translator
 * works. The stored "panel open" choice the story's beforeEach set is forgotten once read: the story
 * files share one browser's storage.
 */
export async function openCellTab(
  canvasElement: HTMLElement,
  key: string,
  index: number,
  tab: string,
): Promise<ReturnType<typeof within>> {
  localStorage.removeItem(SIDE_PANEL_STORAGE_KEY);
  const cell = await focusCell(canvasElement, key, index);
  const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Cell details' }));
  await userEvent.click(panel.getByRole('tab', { name: tab }));
  await userEvent.click(cell);
  return panel;
}
