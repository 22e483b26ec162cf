import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MockStore, pendingAnswer, sampleWorkspace } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { openCellTab } from './editor-story-actions.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';
import { SIDE_PANEL_STORAGE_KEY } from './use-side-panel-open.ts';

// The Memory tab of the side panel (aids contract): the focused cell's matches from earlier
// translations, best first; Ctrl+1…5 takes one into the cell, saved with origin MEMORY.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen/Memory',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    localStorage.setItem(SIDE_PANEL_STORAGE_KEY, 'open');
    const workspace = sampleWorkspace();
    workspace.memory = {
      'key-footer de-DE': [
        {
          similarity: 1,
          source: '© {{year}} Verba',
          text: '© {{year}} Verba GmbH',
          adapted: false,
          reviewed: true,
          projectName: 'Shop',
          keyName: 'footer.legal',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
        {
          similarity: 0.72,
          source: '© {{y}} Verba and partners',
          text: '© {{year}} Verba und Partner',
          adapted: true,
          reviewed: false,
          projectName: null,
          keyName: null,
          updatedAt: '2026-02-01T10:00:00.000Z',
        },
      ],
    };
    store = serveEditorStore(msw, { workspace });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const memoryTab = (canvasElement: HTMLElement, key: string, index: number) =>
  openCellTab(canvasElement, key, index, 'Memory');

/** The matches with percentage, origin and marks; Ctrl+1 takes the first, saved as MEMORY. */
export const Matches: Story = {
  play: async ({ canvasElement }) => {
    const panel = await memoryTab(canvasElement, 'footer.copyright', 2);
    const list = await panel.findByRole('list', { name: 'Translation memory matches' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('100%');
    await expect(first).toHaveTextContent('Reviewed');
    await expect(first).toHaveTextContent('Shop · footer.legal');
    await expect(second).toHaveTextContent('72%');
    await expect(second).toHaveTextContent('Imported (TMX)');
    await expect(second).toHaveTextContent('Placeholders renamed');
    await userEvent.keyboard('{Control>}1{/Control}');
    const field = await within(canvasElement).findByRole('textbox', {
      name: 'footer.copyright in German (Germany)',
    });
    await expect(field).toHaveValue('© {{year}} Verba GmbH');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(store.workspace.values['key-footer de-DE']).toMatchObject({
        text: '© {{year}} Verba GmbH',
        origin: 'MEMORY',
      }),
    );
  },
};

/** A match changed before saving is a person's text: saved as HUMAN. */
export const ChangedBeforeSaving: Story = {
  play: async ({ canvasElement }) => {
    const panel = await memoryTab(canvasElement, 'footer.copyright', 2);
    await userEvent.click(await panel.findByRole('button', { name: 'Use (Ctrl+2)' }));
    const field = await within(canvasElement).findByRole('textbox', {
      name: 'footer.copyright in German (Germany)',
    });
    await expect(field).toHaveValue('© {{year}} Verba und Partner');
    await userEvent.type(field, '!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(store.workspace.values['key-footer de-DE']).toMatchObject({ origin: 'HUMAN' }),
    );
  },
};

/** Nothing similar was translated before. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await memoryTab(canvasElement, 'hero.cta', 3);
    await expect(await panel.findByText('Nothing similar was translated before.')).toBeVisible();
  },
};

/** The base language has no memory: the tab says where it works. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const panel = await memoryTab(canvasElement, 'hero.cta', 1);
    await expect(
      await panel.findByText('Memory is for the target languages: choose a translation cell.'),
    ).toBeVisible();
  },
};

/** While the lookup runs. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName === 'KeyMemory') return pendingAnswer();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await memoryTab(canvasElement, 'footer.copyright', 2);
    await expect(await panel.findByText('Looking for earlier translations…')).toBeVisible();
  },
};

/** The server could not look: said in the tab, the editor goes on. */
export const Unavailable: Story = {
  beforeEach() {
    store.workspace.memoryUnavailable = true;
  },
  play: async ({ canvasElement }) => {
    const panel = await memoryTab(canvasElement, 'footer.copyright', 2);
    await expect(await panel.findByRole('alert')).toHaveTextContent('The memory is unavailable just now.');
  },
};
