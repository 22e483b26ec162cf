import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { type EditorColumn, EditorGrid } from './editor-grid.tsx';
import { stepKey } from './step-keys.ts';
import { useCellSaves } from './use-cell-saves.ts';

// A live event makes the editor load its key list again (the first page comes back before the
// rest): for a moment the rows past it are placeholders, so the row holding the focus is
// re-created. The grid must give the focus back to its active cell, or the arrows stop working.

const RELOAD = 'verba-story-reload-keys';
const RELOADED = 'verba-story-keys-reloaded';
const keys = Array.from({ length: 4 }, (_, index) => stepKey(index));
const columns: EditorColumn[] = [
  { tag: 'en-US', isBase: true },
  { tag: 'de-DE', isBase: false },
];

/** The grid with the editor's saves; between the RELOAD and RELOADED window events only the first key is loaded. */
function ReloadingGrid() {
  const saves = useCellSaves();
  const [firstPageOnly, setFirstPageOnly] = useState(false);
  useEffect(() => {
    const reload = () => setFirstPageOnly(true);
    const reloaded = () => setFirstPageOnly(false);
    window.addEventListener(RELOAD, reload);
    window.addEventListener(RELOADED, reloaded);
    return () => {
      window.removeEventListener(RELOAD, reload);
      window.removeEventListener(RELOADED, reloaded);
    };
  }, []);
  return (
    <EditorGrid
      label="Keys and translations of Checkout"
      keys={firstPageOnly ? keys.slice(0, 1) : keys}
      totalCount={keys.length}
      columns={columns}
      saves={saves}
      onLoadMore={() => undefined}
      onOpenKey={() => undefined}
      onResolve={() => undefined}
    />
  );
}

const meta = {
  title: 'Screens/GroupEditorScreen/Grid focus',
  component: ReloadingGrid,
  decorators: [withApollo],
} satisfies Meta<typeof ReloadingGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowRecreatedKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', {
      name: 'Keys and translations of Checkout',
    });
    const cellOf = async (name: string) =>
      within((await within(grid).findByRole('button', { name })).closest('[role="row"]') as HTMLElement)
        .getAllByRole('gridcell')
        .at(2) as HTMLElement;
    await userEvent.click(await cellOf('checkout.step2'));
    await waitFor(async () => expect(await cellOf('checkout.step2')).toHaveFocus());

    // Each phase is waited for: a check made before React renders the reload would pass on the old rows.
    window.dispatchEvent(new Event(RELOAD));
    await waitFor(() => expect(within(grid).queryByText('checkout.step3')).toBeNull());
    window.dispatchEvent(new Event(RELOADED));
    await waitFor(() => expect(within(grid).getAllByText('checkout.step3')).toHaveLength(1));
    await waitFor(async () => expect(await cellOf('checkout.step2')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(async () => expect(await cellOf('checkout.step1')).toHaveFocus());
  },
};
