import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleWorkspace } from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// The editor as a workspace (issue 38) at a phone's, a tablet's, a laptop's and a wide screen's
// width, in English and German: the grid fills the window below one slim heading and one toolbar
// and is the page's one scroll container; on a phone each key is a card with one language's value.

// Eleven targets, as a growing project has: the languages sit in the toolbar's menu.
const TARGETS = 'de-DE fr-FR it-IT es-ES pt-PT nl-NL sv-SE da-DK pl-PL ja-JP zh-CN'.split(' ');

const meta = {
  title: 'Screens/GroupEditorScreen/Workspace',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    const workspace = sampleWorkspace();
    workspace.targets = { [STORY_PROJECT]: TARGETS };
    serveEditorStore(msw, { workspace });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sized = (value: string, locale = 'en-US') => ({
  viewport: { value, isRotated: false },
  locale,
});

/** The grid spans the window's width (less the page's margin) and ends above its bottom edge. */
async function expectGridFillsWindow(canvasElement: HTMLElement) {
  const grid = await within(canvasElement).findByRole('grid');
  await within(grid).findByRole('button', { name: 'hero.title' });
  const box = grid.getBoundingClientRect();
  const root = canvasElement.ownerDocument.documentElement;
  await expect(box.width).toBeGreaterThanOrEqual(root.clientWidth - 40);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  // One scroll container: the page itself does not scroll, sideways or down.
  await expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight + 1);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  return grid;
}

/** The toolbar's controls share one line: search, filter, languages, progress and the count. */
async function expectToolbarInOneRow(canvasElement: HTMLElement) {
  const toolbar = canvasElement.querySelector('search') as HTMLElement;
  const tops = [...toolbar.children].map((child) => Math.round(child.getBoundingClientRect().top));
  await expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
}

const desktopPlay: Story['play'] = async ({ canvasElement }) => {
  await expectGridFillsWindow(canvasElement);
  await expectToolbarInOneRow(canvasElement);
};

/** The German value of hero.title is on screen, whole, without scrolling sideways. */
const phonePlay: Story['play'] = async ({ canvasElement }) => {
  const grid = await expectGridFillsWindow(canvasElement);
  await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  const key = await within(grid).findByRole('button', { name: 'hero.title' });
  const card = key.closest('[role="row"]') as HTMLElement;
  const cells = within(card).getAllByRole('gridcell');
  await expect(cells).toHaveLength(3);
  const value = within(cells[2] as HTMLElement).getByText('Übersetzungen ohne Stress');
  const box = value.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

export const Phone: Story = { globals: sized('390x844'), play: phonePlay };
export const PhoneGerman: Story = { globals: sized('390x844', 'de-DE'), play: phonePlay };
export const Tablet: Story = { globals: sized('768x1024'), play: desktopPlay };
export const TabletGerman: Story = { globals: sized('768x1024', 'de-DE'), play: desktopPlay };
export const Laptop: Story = { globals: sized('1280x800'), play: desktopPlay };
export const LaptopGerman: Story = { globals: sized('1280x800', 'de-DE'), play: desktopPlay };
export const Wide: Story = { globals: sized('1920x1080'), play: desktopPlay };
export const WideGerman: Story = { globals: sized('1920x1080', 'de-DE'), play: desktopPlay };

/** On a phone the language comes from the toolbar; arrows move through a card's cells as in the grid. */
export const PhoneLanguageAndKeys: Story = {
  globals: sized('390x844'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('grid')).findByRole('button', { name: 'hero.title' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'fr-FR');
    // The new language asks for its values: the grid comes back as a new element.
    const title = await waitFor(async () => {
      const grid = await canvas.findByRole('grid');
      const card = within(grid)
        .getByRole('button', { name: 'hero.title' })
        .closest('[role="row"]') as HTMLElement;
      await expect(within(card).getByText('Des traductions sans chaos')).toBeVisible();
      return card;
    });
    const grid = await canvas.findByRole('grid');
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Key', 'American English (base)', 'French (France)']);
    await expect(title).toHaveAttribute('aria-rowindex');
    const first = grid.querySelector('[data-row="0"]') as HTMLElement;
    await userEvent.click(within(first).getAllByRole('gridcell')[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-colindex', '3'));
    await expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3'),
    );
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '3');
  },
};
