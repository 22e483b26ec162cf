import type { Meta, StoryObj } from '@storybook/react-vite';
import { eventsUnreachable, type MockStore, mockEvents } from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { earlierEventsHandled, savedByOther } from './editor-story-events.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// Another member's work arrives over the project's event stream: a play function stores the value
// as the server would, then sends the event the server would send.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen/Live',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    store = serveEditorStore(msw);
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const table = await within(canvasElement).findByRole('grid', {
    name: 'Keys and translations of Landing page',
  });
  const button = await within(table).findByRole('button', { name });
  return button.closest('[role="row"]') as HTMLElement;
};

/** Another member saves: the cell shows the new text at once, highlighted for a moment. */
export const LiveUpdate: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'greeting');
    await savedByOther(store, 'key-greeting', 'fr-FR', 'Bonjour, {{name}} !', 1);
    const cell = within(row).getAllByRole('gridcell')[3] as HTMLElement;
    await waitFor(() => expect(cell).toHaveTextContent('Bonjour'));
    await expect(cell).toHaveAttribute('data-live');
    // The flash is an animation; reduced-motion users (as the story tests run) get none (live-updates.css).
    const motion = matchMedia('(prefers-reduced-motion: no-preference)').matches;
    await expect(getComputedStyle(cell).animationName).toBe(motion ? 'verba-live-cell' : 'none');
    await waitFor(() => expect(cell).not.toHaveAttribute('data-live'), { timeout: 3000 });
  },
};

/**
 * The viewer types in a cell another member saves meanwhile: their text stays in the field, and
 * their save meets the version check, whose dialog shows both texts.
 */
export const TypingIsKept: Story = {
  // A laptop's window: the grid (or the panel) holds every row, so no scroll position depends on
  // when the row or the thread grew.
  globals: { viewport: { value: '1280x800', isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'hero.cta');
    await userEvent.dblClick(within(row).getAllByRole('gridcell')[3] as HTMLElement);
    await userEvent.keyboard('Commencer');
    await savedByOther(store, 'key-cta', 'fr-FR', 'Démarrer', 1);
    const field = within(row).getByRole('textbox');
    await earlierEventsHandled(canvasElement, store);
    await expect(field).toHaveValue('Commencer');
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getAllByText('Commencer').length).toBeGreaterThan(0);
    await expect(within(dialog).getAllByText('Démarrer').length).toBeGreaterThan(0);
  },
};

/** Another member edits a cell: it shows their initials, and screen readers hear their name. */
export const Presence: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'greeting');
    await waitFor(() => expect(mockEvents.openStreams(STORY_PROJECT)).toBeGreaterThan(0));
    mockEvents.send(STORY_PROJECT, 'presence', {
      groupId: 'group-landing',
      members: [
        {
          accountId: 'account-other',
          firstName: 'Grace',
          lastName: 'Hopper',
          keyId: 'key-greeting',
          language: 'de-DE',
        },
      ],
    });
    const cell = within(row).getAllByRole('gridcell')[2] as HTMLElement;
    await expect(await within(cell).findByText('GH')).toBeVisible();
    await expect(within(cell).getByText('Grace Hopper in this cell')).toBeInTheDocument();
    // They moved on: the badge goes.
    mockEvents.send(STORY_PROJECT, 'presence', { groupId: 'group-landing', members: [] });
    await waitFor(() => expect(within(cell).queryByText('GH')).toBeNull());
  },
};

/** The key panel's comment thread: a comment is added in German, resolved, then deleted. */
export const CommentThread: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', {
      name: 'Keys and translations of Landing page',
    });
    await userEvent.click(await within(table).findByRole('button', { name: 'hero.cta' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'hero.cta' });
    // The panel fades in; under load its content is still at opacity 0 for a moment.
    await waitFor(() => expect(panel).toBeVisible());
    const comments = within(panel).getByRole('region', { name: 'Comments' });
    await expect(within(comments).getByRole('combobox', { name: 'About' })).toHaveValue('de-DE');
    await expect(await within(comments).findByText('No comments yet.')).toBeVisible();
    await userEvent.type(
      within(comments).getByRole('textbox', { name: 'New comment' }),
      'Is “starten” too formal?',
    );
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    const list = await within(comments).findByRole('list', { name: 'Comments' });
    await expect(within(list).getByText('Is “starten” too formal?')).toBeVisible();
    await expect(store.workspace.comments?.[0]).toMatchObject({ keyId: 'key-cta', language: 'de-DE' });
    await userEvent.click(within(list).getByRole('button', { name: /^Resolve the comment by/ }));
    await expect(await within(list).findByText('Resolved')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^Delete the comment by/ }));
    await expect(await within(comments).findByText('No comments yet.')).toBeVisible();
  },
};

/** `reset`: too long away to catch up, so the editor loads what it shows again. */
export const ResetReloads: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'footer.copyright');
    await waitFor(() => expect(mockEvents.openStreams(STORY_PROJECT)).toBeGreaterThan(0));
    store.workspace.values['key-footer de-DE'] = {
      text: '© {{year}} Verba GmbH',
      forms: null,
      state: 'TRANSLATED',
      outdated: false,
      version: 1,
      updatedAt: '2026-03-02T10:00:00.000Z',
    };
    mockEvents.send(STORY_PROJECT, 'reset', {});
    const cell = within(row).getAllByRole('gridcell')[2] as HTMLElement;
    await waitFor(() => expect(cell).toHaveTextContent('Verba GmbH'), { timeout: 3000 });
  },
};

/** The stream cannot be reached: a banner says live updates are paused. */
export const Disconnected: Story = {
  beforeEach({ msw }) {
    msw.use(eventsUnreachable());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Live updates are paused/);
  },
};

export const DisconnectedGerman: Story = {
  ...Disconnected,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Live-Aktualisierungen pausieren/)).toBeVisible();
  },
};
