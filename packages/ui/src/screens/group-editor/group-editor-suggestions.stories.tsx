import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  graphqlFailure,
  graphqlPending,
  type MockStore,
  mockEvents,
  sampleProjects,
  sampleWorkspace,
} from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { STORY_PROJECT, type StoryMsw, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// Translators suggest, reviewers decide: a suggestion shows under the value with its author; a
// reviewer accepts or rejects it (buttons, or Alt+A and Alt+R on the cell).
let store: MockStore;

/** Serves one open German suggestion on hero.title, seen as `role` (the owner by default). */
function serveSuggestion(msw: StoryMsw, role?: 'TRANSLATOR', languages: string[] = []) {
  const workspace = sampleWorkspace();
  workspace.translatorsSuggest = [STORY_PROJECT];
  workspace.suggestions = [
    {
      id: 'suggestion-title',
      keyId: 'key-title',
      language: 'de-DE',
      text: 'Übersetzungen ohne Durcheinander',
      forms: null,
      by: 'Tina Translator',
      byAccountId: 'account-tina',
      createdAt: '2026-03-02T09:00:00.000Z',
      status: 'OPEN',
      decidedBy: null,
    },
  ];
  store = serveEditorStore(msw, {
    workspace,
    projects: sampleProjects().map((project) =>
      project.id === STORY_PROJECT && role
        ? { ...project, viewerRole: role, viewerLanguages: languages }
        : project,
    ),
  });
}

const meta = {
  title: 'Screens/GroupEditorScreen/Suggestions',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    serveSuggestion(msw);
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The German cell of hero.title: [key, base, German, French]. */
const germanTitle = async (canvasElement: HTMLElement) => {
  // The one grid of the page, whatever the language of its label.
  const table = await within(canvasElement).findByRole('grid');
  const button = await within(table).findByRole('button', { name: 'hero.title' });
  const row = button.closest('[role="row"]') as HTMLElement;
  return within(row).getAllByRole('gridcell')[2] as HTMLElement;
};

const acceptLabel = 'Accept the suggestion by Tina Translator';

/** A reviewer sees the open suggestion under the value, with its author, Accept and Reject. */
export const OpenSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const cell = await germanTitle(canvasElement);
    const list = await within(cell).findByRole('list', { name: 'Suggestions' });
    await expect(within(list).getByText('Übersetzungen ohne Durcheinander')).toBeVisible();
    await expect(within(list).getByText('Suggested by Tina Translator')).toBeVisible();
    await expect(within(list).getByRole('button', { name: acceptLabel })).toBeVisible();
    await expect(
      within(list).getByRole('button', { name: 'Reject the suggestion by Tina Translator' }),
    ).toBeVisible();
    // The value itself is unchanged until someone decides.
    await expect(within(cell).getByText('Übersetzungen ohne Stress')).toBeVisible();
  },
};

/** Accept: the suggestion becomes the value (a new version) and leaves the list. */
export const Accept: Story = {
  play: async ({ canvasElement }) => {
    const cell = await germanTitle(canvasElement);
    await userEvent.click(await within(cell).findByRole('button', { name: acceptLabel }));
    // The toast slides in: its text is there before it is fully visible.
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Suggestion accepted',
    );
    await waitFor(() => expect(within(cell).queryByRole('list', { name: 'Suggestions' })).toBeNull());
    await expect(within(cell).getByText('Übersetzungen ohne Durcheinander')).toBeVisible();
    await expect(store.workspace.values['key-title de-DE']).toMatchObject({
      text: 'Übersetzungen ohne Durcheinander',
      version: 2,
    });
  },
};

/** Reject with Alt+R on the cell: the value stays, the suggestion leaves the list. */
export const RejectWithShortcut: Story = {
  play: async ({ canvasElement }) => {
    const cell = await germanTitle(canvasElement);
    await within(cell).findByRole('list', { name: 'Suggestions' });
    await userEvent.click(cell);
    await userEvent.keyboard('{Alt>}r{/Alt}');
    // The toast slides in: its text is there before it is fully visible.
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Suggestion rejected',
    );
    await waitFor(() => expect(within(cell).queryByRole('list', { name: 'Suggestions' })).toBeNull());
    await expect(within(cell).getByText('Übersetzungen ohne Stress')).toBeVisible();
    await expect(store.workspace.suggestions?.[0]?.status).toBe('REJECTED');
  },
};

/** While the decision is on its way, the suggestion says so and offers no second press. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('AcceptSuggestion'));
  },
  play: async ({ canvasElement }) => {
    const cell = await germanTitle(canvasElement);
    await userEvent.click(await within(cell).findByRole('button', { name: acceptLabel }));
    await expect(await within(cell).findByText('Sending…')).toBeVisible();
    await expect(within(cell).queryByRole('button', { name: acceptLabel })).toBeNull();
  },
};

/** The server refuses: the toast says why and the suggestion stays open. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('AcceptSuggestion', 'FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    const cell = await germanTitle(canvasElement);
    await userEvent.click(await within(cell).findByRole('button', { name: acceptLabel }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Your role in this project does not allow this.',
    );
    const accept = await within(cell).findByRole('button', { name: acceptLabel });
    await expect(accept).toBeVisible();
    atTheGridsFoot(accept);
  },
};

/** The same refusal for a German user. */
export const RefusedGerman: Story = {
  ...Refused,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const cell = await germanTitle(canvasElement);
    const accept = await within(cell).findByRole('button', {
      name: 'Den Vorschlag von Tina Translator annehmen',
    });
    await userEvent.click(accept);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Deine Rolle in diesem Projekt erlaubt das nicht.',
    );
    // Found again, as Refused does: a node the refusal rendered anew would scroll nothing.
    atTheGridsFoot(
      await within(cell).findByRole('button', { name: 'Den Vorschlag von Tina Translator annehmen' }),
    );
  },
};

/**
 * The click scrolls the grid to bring Accept into view, a few pixels more or less from run to run:
 * the picture shows Accept at the grid's foot, the same for every run.
 */
const atTheGridsFoot = (accept: HTMLElement) => accept.scrollIntoView({ block: 'end' });

/** A translator's save becomes a suggestion: the value stays, theirs shows under it, no Accept. */
export const TranslatorSuggests: Story = {
  beforeEach({ msw }) {
    serveSuggestion(msw, 'TRANSLATOR', ['de-DE']);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'In this project translators suggest and reviewers decide: your saves are sent as suggestions.',
      ),
    ).toBeVisible();
    const cell = await germanTitle(canvasElement);
    await expect(within(cell).queryByRole('button', { name: acceptLabel })).toBeNull();
    await userEvent.dblClick(cell);
    const input = await within(cell).findByRole('textbox', { name: 'hero.title in German (Germany)' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Übersetzen ohne Stress{Enter}');
    await expect(await within(cell).findByText('Sent as a suggestion')).toBeVisible();
    await expect(await within(cell).findByText('Übersetzen ohne Stress')).toBeVisible();
    await expect(within(cell).getByText('Übersetzungen ohne Stress')).toBeVisible();
    await expect(store.workspace.values['key-title de-DE']?.version).toBe(1);
    // The grid scrolls inside itself: bring the new suggestion into view, the same for every run.
    within(cell).getByText('Übersetzen ohne Stress').scrollIntoView({ block: 'nearest' });
  },
};

/** The translator sends a suggestion for hero.title and returns its cell; the store holds it. */
async function suggestAsTranslator(canvasElement: HTMLElement) {
  const cell = await germanTitle(canvasElement);
  await userEvent.dblClick(cell);
  const input = await within(cell).findByRole('textbox', { name: 'hero.title in German (Germany)' });
  await userEvent.clear(input);
  await userEvent.type(input, 'Übersetzen ohne Stress{Enter}');
  await expect(await within(cell).findByText('Sent as a suggestion')).toBeVisible();
  const sent = store.workspace.suggestions?.find(
    (suggestion) => suggestion.text === 'Übersetzen ohne Stress',
  );
  if (!sent) throw new Error('The suggestion did not reach the store');
  await waitFor(() => expect(mockEvents.openStreams(STORY_PROJECT)).toBeGreaterThan(0));
  return { cell, sent };
}

/** A reviewer elsewhere accepts the translator's suggestion: the cell shows the value and says so. */
export const TranslatorSeesAccept: Story = {
  beforeEach({ msw }) {
    serveSuggestion(msw, 'TRANSLATOR', ['de-DE']);
  },
  play: async ({ canvasElement }) => {
    const { cell, sent } = await suggestAsTranslator(canvasElement);
    // What the server does on acceptSuggestion: a new version of the value, then both events.
    sent.status = 'ACCEPTED';
    const value = { text: sent.text, forms: null, state: 'TRANSLATED' as const, outdated: false, version: 2 };
    store.workspace.values['key-title de-DE'] = { ...value, updatedAt: '2026-03-02T10:00:00.000Z' };
    mockEvents.send(STORY_PROJECT, 'translation', {
      keyId: 'key-title',
      groupId: 'group-landing',
      language: 'de-DE',
      ...value,
      updatedAt: '2026-03-02T10:00:00.000Z',
      issues: [],
      by: 'account-owner',
    });
    mockEvents.send(STORY_PROJECT, 'suggestion', {
      keyId: 'key-title',
      language: 'de-DE',
      suggestionId: sent.id,
      status: 'ACCEPTED',
      by: 'account-owner',
    });
    await expect(await within(cell).findByText('Your suggestion was accepted')).toBeVisible();
    await expect(within(cell).queryByText('Sent as a suggestion')).toBeNull();
    // The value now, and no longer an open suggestion under it (Tina's stays open).
    await waitFor(() => expect(within(cell).getAllByText('Übersetzen ohne Stress')).toHaveLength(1));
    await expect(within(cell).getByText('Übersetzen ohne Stress').closest('ul')).toBeNull();
  },
};

/** A reviewer rejects it: the cell keeps its value and says the suggestion was rejected. */
export const TranslatorSeesReject: Story = {
  beforeEach({ msw }) {
    serveSuggestion(msw, 'TRANSLATOR', ['de-DE']);
  },
  play: async ({ canvasElement }) => {
    const { cell, sent } = await suggestAsTranslator(canvasElement);
    sent.status = 'REJECTED';
    mockEvents.send(STORY_PROJECT, 'suggestion', {
      keyId: 'key-title',
      language: 'de-DE',
      suggestionId: sent.id,
      status: 'REJECTED',
      by: 'account-owner',
    });
    await expect(await within(cell).findByText('Your suggestion was rejected')).toBeVisible();
    await expect(within(cell).queryByText('Sent as a suggestion')).toBeNull();
    await expect(within(cell).getByText('Übersetzungen ohne Stress')).toBeVisible();
  },
};

/** `?` opens the shortcut sheet, which lists Accept and Reject. */
export const ShortcutSheet: Story = {
  play: async ({ canvasElement }) => {
    // The first row's German cell: in view, so the grid never scrolls under the sheet (a picture that holds).
    const table = await within(canvasElement).findByRole('grid');
    const first = (await within(table).findByRole('button', { name: 'cart.items' })).closest('[role="row"]');
    await userEvent.click(within(first as HTMLElement).getAllByRole('gridcell')[2] as HTMLElement);
    await userEvent.keyboard('?');
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Keyboard shortcuts',
    });
    await waitFor(() => expect(within(sheet).getByText('Accept the cell’s first suggestion')).toBeVisible());
    await expect(within(sheet).getByText('Alt + A')).toBeVisible();
    await expect(within(sheet).getByText('Reject the cell’s first suggestion')).toBeVisible();
    await expect(within(sheet).getByText('Alt + R')).toBeVisible();
  },
};
