import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { type EditorColumn, EditorGrid } from './editor-grid.tsx';
import { stepKey } from './step-keys.ts';
import { useCellSaves } from './use-cell-saves.ts';

// The active cell is the keyboard user's cursor (WCAG 2.4.7): it shows a ring, and arrowing through
// 200 rows and 30 columns keeps it on screen, below the sticky header and right of the pinned columns.

const TAGS =
  'en-US de-DE fr-FR it-IT es-ES pt-PT nl-NL sv-SE da-DK nb-NO fi-FI pl-PL cs-CZ sk-SK hu-HU ro-RO bg-BG el-GR tr-TR ru-RU uk-UA ja-JP ko-KR zh-CN ar-EG he-IL hi-IN th-TH vi-VN id-ID'.split(
    ' ',
  );
const keys = Array.from({ length: 200 }, (_, index) => stepKey(index));

function CursorGrid({ languages }: { languages: number }) {
  const saves = useCellSaves();
  const columns: EditorColumn[] = TAGS.slice(0, languages).map((tag) => ({ tag, isBase: tag === 'en-US' }));
  // The grid fills its container, as the editor's workspace gives it the window below the toolbar.
  return (
    <div className="flex h-[70vh] flex-col">
      <EditorGrid
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
  );
}

const meta = {
  title: 'Screens/GroupEditorScreen/Grid cursor',
  component: CursorGrid,
  decorators: [withApollo],
  args: { languages: 30 },
} satisfies Meta<typeof CursorGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedCell = () => document.activeElement as HTMLElement;

/** The focused cell lies in the part of the grid nothing covers, and in the window. */
async function expectCursorInView(grid: HTMLElement) {
  const cell = focusedCell();
  const box = cell.getBoundingClientRect();
  const view = grid.getBoundingClientRect();
  const header = (within(grid).getAllByRole('rowgroup')[0] as HTMLElement).getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(header.bottom - 1);
  await expect(box.bottom).toBeLessThanOrEqual(view.top + grid.clientTop + grid.clientHeight + 1);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  if (getComputedStyle(cell).position !== 'sticky') {
    const row = cell.closest('[role="row"]') as HTMLElement;
    const pinnedRight = Math.max(
      view.left,
      ...[...row.children]
        .filter((other) => getComputedStyle(other).position === 'sticky')
        .map((other) => other.getBoundingClientRect().right),
    );
    await expect(box.left).toBeGreaterThanOrEqual(pinnedRight - 1);
    await expect(box.right).toBeLessThanOrEqual(view.left + grid.clientLeft + grid.clientWidth + 1);
  }
}

const press = async (key: string, row: number, column: number) => {
  await userEvent.keyboard(`{${key}}`);
  await waitFor(() => {
    expect(focusedCell().closest('[role="row"]')).toHaveAttribute('aria-rowindex', String(row + 2));
    expect(focusedCell()).toHaveAttribute('aria-colindex', String(column + 1));
  });
};

const startAtFirstTarget = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Keys and translations of Checkout' });
  const name = await within(grid).findByRole('button', { name: 'checkout.step0' });
  await userEvent.click(name.closest('[role="gridcell"]') as HTMLElement);
  await press('ArrowRight', 0, 1);
  return grid;
};

/** A ring on the active cell (the dark project checks the other theme), and arrowing down and up keeps it on screen. */
export const CursorStaysInViewVertically: Story = {
  play: async ({ canvasElement }) => {
    const grid = await startAtFirstTarget(canvasElement);
    const ring = getComputedStyle(focusedCell());
    await expect(ring.outlineStyle).toBe('solid');
    await expect(Number.parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
    for (let row = 1; row <= 12; row += 1) {
      await press('ArrowDown', row, 1);
      await expectCursorInView(grid);
    }
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedCell()).toHaveAttribute('aria-colindex', '31'));
    await expectCursorInView(grid);
    for (let row = 198; row >= 195; row -= 1) {
      await press('ArrowUp', row, 30);
      await expectCursorInView(grid);
    }
  },
};

/** Across 30 columns and back, the cursor never hides under the pinned key and base columns. */
export const CursorStaysInViewHorizontally: Story = {
  play: async ({ canvasElement }) => {
    const grid = await startAtFirstTarget(canvasElement);
    for (let column = 2; column <= 6; column += 1) {
      await press('ArrowRight', 0, column);
      await expectCursorInView(grid);
    }
    await press('End', 0, 30);
    await expectCursorInView(grid);
    for (let column = 29; column >= 26; column -= 1) {
      await press('ArrowLeft', 0, column);
      await expectCursorInView(grid);
    }
    await press('Home', 0, 0);
    await expectCursorInView(grid);
    await press('ArrowRight', 0, 1);
    await press('ArrowRight', 0, 2);
    await expectCursorInView(grid);
  },
};

/** Few languages share the width (no virtual columns): moving right still scrolls the cell into view. */
export const FewColumnsInView: Story = {
  args: { languages: 6 },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', {
      name: 'Keys and translations of Checkout',
    });
    const name = await within(grid).findByRole('button', { name: 'checkout.step0' });
    await userEvent.click(name.closest('[role="gridcell"]') as HTMLElement);
    for (let column = 1; column <= 6; column += 1) {
      await press('ArrowRight', 0, column);
      await expectCursorInView(grid);
    }
  },
};
