import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, createStore, manyKeysWorkspace } from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { forgetStoredColumns } from './editor-model.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// 29 targets and the base: the biggest projects' width, so the grid renders only the columns in view.
const TARGETS =
  'de-DE fr-FR it-IT es-ES pt-PT nl-NL sv-SE da-DK nb-NO fi-FI pl-PL cs-CZ sk-SK hu-HU ro-RO bg-BG el-GR tr-TR ru-RU uk-UA ja-JP ko-KR zh-CN ar-EG he-IL hi-IN th-TH vi-VN id-ID'.split(
    ' ',
  );

const wideWorkspace = () => {
  const workspace = manyKeysWorkspace(300);
  workspace.targets = { 'project-website': TARGETS };
  return workspace;
};

const meta = {
  title: 'Screens/GroupEditorScreen/ThirtyLanguages',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', groupId: 'group-landing' },
  beforeEach({ msw }) {
    forgetStoredColumns();
    msw.use(...createHandlers(createStore({ signedIn: true, workspace: wideWorkspace() })));
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Keys and translations of Landing page' });

const headerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

// A new choice of languages asks for new values, and the grid comes back as a new element.
const shownHeaders = async (canvasElement: HTMLElement) => headerNames(await grid(canvasElement));

/** All 30 columns count for assistive technology, but a row renders only those in view. */
export const ColumnsInView: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(table).toHaveAttribute('aria-colcount', '31');
    await within(table).findByRole('button', { name: 'generated.key000' });
    const headers = headerNames(table);
    await expect(headers.slice(0, 2)).toEqual(['Key', 'American English (base)']);
    await expect(headers.length).toBeLessThan(15);
    const firstRow = table.querySelector('[data-row="0"]') as HTMLElement;
    await expect(within(firstRow).getAllByRole('gridcell').length).toBe(headers.length);
  },
};

/** End and Home move across all 30 languages; the far column is rendered and takes focus. */
export const KeyboardAcrossColumns: Story = {
  play: async ({ canvasElement }) => {
    await within(await grid(canvasElement)).findByRole('button', { name: 'generated.key000' });
    // While the editor's first reads settle, the grid can come back as a new element, and a click or
    // key in the one it replaces is lost: the step starts again on the grid the page shows then.
    let table = await grid(canvasElement);
    await waitFor(
      async () => {
        table = await grid(canvasElement);
        const name = within(table).getByRole('button', { name: 'generated.key000' });
        await userEvent.click(name.closest('[role="gridcell"]') as HTMLElement);
        await expect(document.activeElement).toHaveAttribute('aria-colindex', '1');
        await userEvent.keyboard('{End}');
        // The far column is rendered first, then focused: a few frames, slower on a loaded machine.
        await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-colindex', '31'), {
          timeout: 1000,
        });
      },
      { timeout: 8000 },
    );
    await expect(headerNames(table)).toContain('Indonesian (Indonesia)');
    // The key column and the pinned base stay while the far languages are in view.
    await expect(headerNames(table).slice(0, 2)).toEqual(['Key', 'American English (base)']);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-colindex', '30'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-colindex', '1'));
    await expect(headerNames(table)).toContain('German (Germany)');
  },
};

/** The languages menu: a count on its button, a filter by name, all or none, and the base pinned or not. */
export const PickColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Languages 29 of 29 shown' });
    await userEvent.click(opener);
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Languages shown' }));
    await expect(menu.getByRole('textbox', { name: 'Find a language' })).toHaveFocus();
    await userEvent.click(menu.getByRole('button', { name: 'Hide all' }));
    await waitFor(async () =>
      expect(await shownHeaders(canvasElement)).toEqual(['Key', 'American English (base)']),
    );
    await userEvent.type(menu.getByRole('textbox', { name: 'Find a language' }), 'fren');
    await userEvent.click(menu.getByRole('checkbox', { name: 'French (France)' }));
    await waitFor(async () =>
      expect(await shownHeaders(canvasElement)).toEqual([
        'Key',
        'American English (base)',
        'French (France)',
      ]),
    );
    await expect(opener).toHaveTextContent('1 of 29 shown');
    await expect(menu.queryByRole('checkbox', { name: 'German (Germany)' })).toBeNull();
    // By code and by English name too, whatever the UI's language.
    await userEvent.clear(menu.getByRole('textbox', { name: 'Find a language' }));
    await userEvent.type(menu.getByRole('textbox', { name: 'Find a language' }), 'ja-JP');
    await expect(menu.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Keep American English beside the keys',
      'Japanese (Japan)',
    ]);
    await userEvent.click(menu.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(opener).toHaveTextContent('29 of 29 shown'));
    await userEvent.click(menu.getByRole('checkbox', { name: 'Keep American English beside the keys' }));
    await expect(
      menu.getByRole('checkbox', { name: 'Keep American English beside the keys' }),
    ).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** In German the long names fit: "Englisch (Vereinigte Staaten) (Basis)" wraps instead of being cut. */
export const GermanHeadersWrap: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid');
    await within(table).findByRole('button', { name: 'generated.key000' });
    const base = within(table).getByRole('columnheader', { name: 'Englisch (Vereinigte Staaten) (Basis)' });
    for (const header of within(table).getAllByRole('columnheader')) {
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
      await expect(header.scrollHeight).toBeLessThanOrEqual(header.clientHeight);
    }
    // The first value row starts below the header, however tall it has grown.
    const firstRow = table.querySelector('[data-row="0"]') as HTMLElement;
    await expect(firstRow.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      base.getBoundingClientRect().bottom - 1,
    );
  },
};

/** The edit box writes in the cell's own font size. */
export const EditBoxKeepsFontSize: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const name = await within(table).findByRole('button', { name: 'generated.key000' });
    const cell = within(name.closest('[role="row"]') as HTMLElement).getAllByRole(
      'gridcell',
    )[2] as HTMLElement;
    const shown = getComputedStyle(within(cell).getAllByRole('paragraph')[0] as HTMLElement).fontSize;
    await userEvent.dblClick(cell);
    const input = await within(cell).findByRole('textbox');
    await expect(getComputedStyle(input).fontSize).toBe(shown);
  },
};

/** The grid takes the window's width (less the page's margin), not a centred column of ~990 px. */
export const FillsTheWindowWidth: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(table.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth - 48,
    );
  },
};
