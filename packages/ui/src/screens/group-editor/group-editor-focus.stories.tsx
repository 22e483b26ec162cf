import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MockStore, mockEvents } from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { earlierEventsHandled } from './editor-story-events.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// The viewer's own save comes back over the event stream as everyone else's does: the editor
// must keep the cell the viewer moved to focused, and never touch what they type.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen/Focus',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    store = serveEditorStore(msw);
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends the `translation` event the server sends for the value the store now holds. */
function echo(keyId: string, language: string) {
  const stored = store.workspace.values[`${keyId} ${language}`];
  if (!stored) throw new Error(`nothing stored for ${keyId} ${language}`);
  mockEvents.send(STORY_PROJECT, 'translation', {
    keyId,
    groupId: 'group-landing',
    language,
    ...stored,
    issues: [],
    by: 'account-me',
  });
}

/**
 * Enter saves and moves down; the save's own event arrives while the viewer is already in the next
 * cell (typing there, then back on the grid): the focus and the typed text stay where they are.
 */
export const OwnSaveKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', {
      name: 'Keys and translations of Landing page',
    });
    const rowOf = async (name: string) =>
      (await within(grid).findByRole('button', { name })).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(mockEvents.openStreams(STORY_PROJECT)).toBeGreaterThan(0));
    const greeting = await rowOf('greeting');
    await userEvent.dblClick(within(greeting).getAllByRole('gridcell')[3] as HTMLElement);
    await userEvent.keyboard('Salut{Enter}');
    const next = within(await rowOf('hero.cta')).getAllByRole('gridcell')[3] as HTMLElement;
    await waitFor(() => expect(next).toHaveFocus());
    await waitFor(() => expect(store.workspace.values['key-greeting fr-FR']?.text).toBe('Salut'));

    // Typing in the next cell when the echo arrives: the text and the caret stay.
    await userEvent.keyboard('C');
    const field = within(next).getByRole('textbox');
    await userEvent.keyboard('ommencer');
    echo('key-greeting', 'fr-FR');
    await earlierEventsHandled(canvasElement, store);
    await expect(field).toHaveValue('Commencer');
    await expect(within(next).getByRole('textbox')).toHaveFocus();

    // Back on the grid, a second echo (the server may send it late) and a change to the key, which
    // reloads the list: the cell keeps the focus, so the arrows still move.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(next).toHaveFocus());
    echo('key-greeting', 'fr-FR');
    const greetingKey = store.workspace.keys.find((key) => key.id === 'key-greeting');
    if (greetingKey) greetingKey.description = 'Greets the signed-in visitor';
    mockEvents.send(STORY_PROJECT, 'key', {
      kind: 'updated',
      keyId: 'key-greeting',
      groupId: 'group-landing',
      name: 'greeting',
      version: 1,
      by: 'account-me',
    });
    // The reloaded list shows the key's new description.
    await within(greeting).findByText('Greets the signed-in visitor');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(greeting).getAllByRole('gridcell')[3] as HTMLElement).toHaveFocus());
    await expect(within(greeting).getAllByRole('gridcell')[3]).toHaveTextContent('Salut');
  },
};
