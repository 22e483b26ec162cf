import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MockComment, type MockStore, mockEvents, sampleWorkspace, teamProjects } from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// Open comments on the grid (a badge beside the key, the "Has open comments" filter) and
// @-mentions in the key panel's thread. Website is shared with Grace, Alan and others.
let store: MockStore;

const comment = (id: string, keyId: string, resolved: boolean): MockComment => ({
  id,
  keyId,
  language: 'de-DE',
  text: `Question ${id}`,
  by: 'Grace Hopper',
  byAccountId: 'user-grace',
  createdAt: '2026-03-01T10:00:00.000Z',
  resolved,
});

const meta = {
  title: 'Screens/GroupEditorScreen/Comments',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    const workspace = sampleWorkspace();
    // hero.cta: two open, greeting: one resolved (no badge).
    workspace.comments = [
      comment('c1', 'key-cta', false),
      comment('c2', 'key-cta', false),
      comment('c3', 'key-greeting', true),
    ];
    store = serveEditorStore(msw, { projects: teamProjects(), workspace });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Keys and translations of Landing page' });
const keyCell = async (canvasElement: HTMLElement, name: string) =>
  (await within(await gridOf(canvasElement)).findByRole('button', { name })).closest(
    '[role="gridcell"]',
  ) as HTMLElement;

/** A key with open comments shows how many beside its name; one whose comments are resolved, none. */
export const CommentBadge: Story = {
  play: async ({ canvasElement }) => {
    const cta = await keyCell(canvasElement, 'hero.cta');
    await expect(within(cta).getByText('2 open comments')).toBeInTheDocument();
    await expect(within(cta).getByTitle('2 open comments')).toBeVisible();
    const greeting = await keyCell(canvasElement, 'greeting');
    await expect(within(greeting).queryByText(/open comment/)).toBeNull();
  },
};

export const CommentBadgeGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid');
    const cta = (await within(table).findByRole('button', { name: 'hero.cta' })).closest(
      '[role="gridcell"]',
    ) as HTMLElement;
    await expect(within(cta).getByText('2 offene Kommentare')).toBeInTheDocument();
  },
};

/** Another member comments: the badge appears from the event stream, without a reload. */
export const CommentBadgeLive: Story = {
  play: async ({ canvasElement }) => {
    const greeting = await keyCell(canvasElement, 'greeting');
    await waitFor(() => expect(mockEvents.openStreams(STORY_PROJECT)).toBeGreaterThan(0));
    store.workspace.comments = [...(store.workspace.comments ?? []), comment('c4', 'key-greeting', false)];
    mockEvents.send(STORY_PROJECT, 'comment', {
      keyId: 'key-greeting',
      language: 'de-DE',
      commentId: 'c4',
      kind: 'added',
      by: 'user-grace',
    });
    await waitFor(() => expect(within(greeting).getByText('1 open comment')).toBeInTheDocument());
  },
};

/** "Has open comments" keeps only those keys; it is about no one language, so none is asked. */
export const OpenCommentsFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await gridOf(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Has open comments');
    await waitFor(() => expect(canvas.getByText('1 key')).toBeVisible());
    const grid = await gridOf(canvasElement);
    await expect(within(grid).getByRole('button', { name: 'hero.cta' })).toBeVisible();
    await expect(within(grid).queryByRole('button', { name: 'greeting' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'In language' })).toBeNull();
  },
};

const openThread = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(await gridOf(canvasElement)).findByRole('button', { name: 'greeting' }));
  const panel = await within(document.body).findByRole('dialog', { name: 'greeting' });
  // The panel fades in; under load its content is still at opacity 0 for a moment.
  await waitFor(() => expect(panel).toBeVisible());
  return within(within(panel).getByRole('region', { name: 'Comments' }));
};

/** `@` and the start of a name list the members; Enter writes the name, and the comment mentions them. */
export const MentionAutocomplete: Story = {
  play: async ({ canvasElement }) => {
    const thread = await openThread(canvasElement);
    const field = thread.getByRole('textbox', { name: 'New comment' });
    await userEvent.type(field, 'Can you check, @gr');
    const list = await thread.findByRole('listbox', { name: 'Members to mention' });
    await expect(within(list).getByRole('option', { name: 'Grace Hopper' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue('Can you check, @Grace Hopper '));
    await expect(thread.queryByRole('listbox')).toBeNull();
    await userEvent.type(field, 'please?');
    await userEvent.click(thread.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(field).toHaveValue(''));
    const added = store.workspace.comments?.at(-1);
    await expect(added).toMatchObject({
      text: 'Can you check, @Grace Hopper please?',
      mentions: ['user-grace'],
    });
  },
};

/** A name no member has lists nothing, Esc closes the list, and a mention deleted from the text is not sent. */
export const MentionStates: Story = {
  // A laptop's window: the grid (or the panel) holds every row, so no scroll position depends on
  // when the row or the thread grew.
  globals: { viewport: { value: '1280x800', isRotated: false } },
  play: async ({ canvasElement }) => {
    const thread = await openThread(canvasElement);
    const field = thread.getByRole('textbox', { name: 'New comment' });
    await userEvent.type(field, '@zz');
    await expect(thread.queryByRole('listbox')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '@a');
    const list = await thread.findByRole('listbox', { name: 'Members to mention' });
    await expect(within(list).getByRole('option', { name: 'Alan Turing' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(thread.queryByRole('listbox')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '@al');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue('@Alan Turing '));
    await userEvent.clear(field);
    await userEvent.type(field, 'No one after all');
    await userEvent.click(thread.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(store.workspace.comments?.at(-1)).toMatchObject({ text: 'No one after all', mentions: [] });
    // The story ends once the thread shows the new comment, so its picture is taken after the
    // panel has grown, not while the refetch is on its way.
    await expect(await thread.findByText('No one after all')).toBeVisible();
  },
};

/** A thread longer than the server's page of 50: every comment is shown, the newest too. */
export const LongThread: Story = {
  beforeEach() {
    const long = Array.from({ length: 60 }, (_, i) => comment(`long${i}`, 'key-greeting', true));
    store.workspace.comments = [...(store.workspace.comments ?? []), ...long];
  },
  play: async ({ canvasElement }) => {
    const thread = await openThread(canvasElement);
    await expect(await thread.findByText('Question long59')).toBeInTheDocument();
    await expect(thread.getByText('Question long0')).toBeInTheDocument();
    await expect(thread.getAllByText(/^Question long\d+$/)).toHaveLength(60);
  },
};
