import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button.tsx';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { CellSidePanel, type CellTab, type FocusedCell } from './cell-side-panel.tsx';
import { type EditorColumn, EditorGrid, type EditorGridHandle } from './editor-grid.tsx';
import { stepKey } from './step-keys.ts';
import { useCellSaves } from './use-cell-saves.ts';

// The side panel with tabs of its own: how a translator aid plugs in (one tab definition), and
// how taking its text opens the focused cell for editing with it.

const keys = Array.from({ length: 5 }, (_, index) => stepKey(index));
const columns: EditorColumn[] = [
  { tag: 'en-US', isBase: true },
  { tag: 'de-DE', isBase: false },
  { tag: 'fr-FR', isBase: false, isReadOnly: true },
];

/** An aid as the memory and machine tabs are: a text for the cell, and a button that takes it. */
const echoTab: CellTab = {
  id: 'echo',
  label: 'Echo',
  render: (cell) => (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm">Echo of {cell.key.name}</p>
      <Button
        variant="outline"
        size="sm"
        isDisabled={!cell.column || cell.column.isReadOnly}
        onPress={() => cell.fill({ text: `Echo of ${cell.key.name}` })}
      >
        Take the echo
      </Button>
    </div>
  ),
};
const notesTab: CellTab = { id: 'notes', label: 'Notes', render: () => <p className="text-sm">No notes.</p> };

function GridWithPanel({ withCell }: { withCell: boolean }) {
  const saves = useCellSaves();
  const grid = useRef<EditorGridHandle>(null);
  const [active, setActive] = useState<{ keyId: string; language: string | null } | null>(null);
  const key = keys.find((candidate) => candidate.id === active?.keyId);
  const cell: FocusedCell | null =
    withCell && key
      ? {
          key,
          column: columns.find((column) => column.tag === active?.language) ?? null,
          fill: (draft) => grid.current?.fill(draft),
        }
      : null;
  return (
    <div className="flex items-start gap-4 p-4">
      <div className="min-w-0 flex-1">
        <EditorGrid
          handleRef={grid}
          onActiveChange={setActive}
          label="Keys and translations of Checkout"
          keys={keys}
          totalCount={keys.length}
          columns={columns}
          saves={saves}
          onLoadMore={() => undefined}
          onOpenKey={() => undefined}
          onResolve={() => undefined}
        />
      </div>
      <CellSidePanel
        id="side-panel"
        tabs={[echoTab, notesTab]}
        cell={cell}
        isOpen
        onOpenChange={() => undefined}
        asSheet={false}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/GroupEditorScreen/SidePanelTabs',
  component: GridWithPanel,
  decorators: [withApollo],
  args: { withCell: true },
} satisfies Meta<typeof GridWithPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = async (canvasElement: HTMLElement, row: number, index: number) => {
  const grid = await within(canvasElement).findByRole('grid');
  const key = await within(grid).findByRole('button', { name: `checkout.step${row}` });
  return within(key.closest('[role="row"]') as HTMLElement).getAllByRole('gridcell')[index] as HTMLElement;
};

/** The aid's tab follows the focused cell; taking its text opens that cell with it, focused. */
export const TakeIntoCell: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await cellOf(canvasElement, 2, 2));
    const panel = within(canvas.getByRole('complementary', { name: 'Cell details' }));
    await expect(panel.getByText('Echo of checkout.step2')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Take the echo' }));
    const field = await canvas.findByRole('textbox', { name: 'checkout.step2 in German (Germany)' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Echo of checkout.step2');
  },
};

/** On a read-only language the aid offers nothing to take. */
export const ReadOnlyCell: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await cellOf(canvasElement, 0, 3));
    const panel = within(within(canvasElement).getByRole('complementary', { name: 'Cell details' }));
    await expect(panel.getByRole('button', { name: 'Take the echo' })).toBeDisabled();
  },
};

/** Arrows move between the tabs, as React Aria's tabs do; the chosen one stays across cells. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await cellOf(canvasElement, 1, 1));
    const panel = within(within(canvasElement).getByRole('complementary', { name: 'Cell details' }));
    panel.getByRole('tab', { name: 'Echo' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(panel.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(panel.getByRole('tabpanel', { name: 'Notes' })).toHaveFocus();
    await userEvent.click(await cellOf(canvasElement, 3, 1));
    await expect(panel.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Before any cell is focused the panel says what it is for. */
export const NoCell: Story = {
  args: { withCell: false },
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Cell details' }));
    await expect(
      panel.getByText('Choose a cell to see its history, comments and suggestions.'),
    ).toBeVisible();
  },
};
