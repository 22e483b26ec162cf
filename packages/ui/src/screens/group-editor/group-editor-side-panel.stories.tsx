import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MockStore, sampleWorkspace } from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { focusCell } from './editor-story-actions.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';
import { SIDE_PANEL_STORAGE_KEY } from './use-side-panel-open.ts';

// The side panel of the focused cell: history, comments and suggestions in tabs, beside the grid
// (remembered open or closed) and on a phone a sheet. hero.title has history, one comment and an
// open German suggestion.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen/SidePanel',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    localStorage.setItem(SIDE_PANEL_STORAGE_KEY, 'open');
    const workspace = sampleWorkspace();
    workspace.translatorsSuggest = [STORY_PROJECT];
    workspace.comments = [
      {
        id: 'c1',
        keyId: 'key-title',
        language: 'de-DE',
        text: 'Is “Stress” the right word?',
        by: 'Grace Hopper',
        byAccountId: 'user-grace',
        createdAt: '2026-03-01T10:00:00.000Z',
        resolved: false,
      },
    ];
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
    store = serveEditorStore(msw, { workspace });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The screen read the stored choice when it mounted; forgotten at once, as the story files run side
 * by side in one browser and share its storage: another editor story must not open with the panel.
 */
const forgetStoredChoice = () => localStorage.removeItem(SIDE_PANEL_STORAGE_KEY);

const panelOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('complementary', { name: 'Cell details' });

/** Beside the grid: the focused cell's key and language, its tabs, History first with its changes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    await focusCell(canvasElement, 'hero.title', 1);
    const panel = within(await panelOf(canvasElement));
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('hero.title');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('American English');
    const tabs = panel.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'History',
      'Comments',
      'Suggestions',
      'Memory',
      'Machine',
      'Glossary',
    ]);
    await expect(panel.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const history = within(panel.getByRole('tabpanel', { name: 'History' }));
    await expect(await history.findAllByRole('button', { name: 'Revert to this' })).toHaveLength(2);
  },
};

/** Closed: the toggle says so and opens it; the choice is kept for the next visit. */
export const Collapsed: Story = {
  beforeEach() {
    localStorage.setItem(SIDE_PANEL_STORAGE_KEY, 'closed');
  },
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    const canvas = within(canvasElement);
    await canvas.findByRole('grid');
    await expect(canvas.queryByRole('complementary', { name: 'Cell details' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Cell details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await panelOf(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(localStorage.getItem(SIDE_PANEL_STORAGE_KEY)).toBe('open');
    forgetStoredChoice();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
    await expect(localStorage.getItem(SIDE_PANEL_STORAGE_KEY)).toBe('closed');
    forgetStoredChoice();
    // Closed ends the story as it began: the picture shows the grid without the panel.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** By keyboard: arrows pick the tab, Tab enters it; a comment from it is about the cell's language. */
export const CommentFromPanel: Story = {
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    await focusCell(canvasElement, 'hero.title', 2);
    const panel = within(await panelOf(canvasElement));
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('German (Germany)');
    panel.getByRole('tab', { name: 'History' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(panel.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    const thread = within(panel.getByRole('tabpanel', { name: 'Comments' }));
    await expect(thread.getByRole('combobox', { name: 'About' })).toHaveValue('de-DE');
    await expect(await thread.findByText('Is “Stress” the right word?')).toBeVisible();
    await userEvent.type(thread.getByRole('textbox', { name: 'New comment' }), 'Durcheinander reads better');
    await userEvent.click(thread.getByRole('button', { name: 'Add comment' }));
    await expect(await thread.findByText('Durcheinander reads better')).toBeVisible();
    // The thread shows the comment while it is sent: the mock server has it once the call arrives.
    await waitFor(() =>
      expect(store.workspace.comments?.at(-1)).toMatchObject({
        keyId: 'key-title',
        language: 'de-DE',
        text: 'Durcheinander reads better',
      }),
    );
  },
};

/** The cell's open suggestion, with Accept and Reject in the tab order; Accept stores it. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    await focusCell(canvasElement, 'hero.title', 2);
    const panel = within(await panelOf(canvasElement));
    await userEvent.click(panel.getByRole('tab', { name: 'Suggestions' }));
    const tab = within(panel.getByRole('tabpanel', { name: 'Suggestions' }));
    await expect(tab.getByText('Übersetzungen ohne Durcheinander')).toBeVisible();
    const accept = tab.getByRole('button', { name: 'Accept the suggestion by Tina Translator' });
    await expect(accept).not.toHaveAttribute('tabindex', '-1');
    await userEvent.click(accept);
    await waitFor(() =>
      expect(store.workspace.values['key-title de-DE']).toMatchObject({
        text: 'Übersetzungen ohne Durcheinander',
      }),
    );
    await expect(await tab.findByText('No open suggestions for this cell.')).toBeVisible();
  },
};

/** A cell without open suggestions says so. */
export const NoSuggestions: Story = {
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    await focusCell(canvasElement, 'greeting', 3);
    const panel = within(await panelOf(canvasElement));
    await userEvent.click(panel.getByRole('tab', { name: 'Suggestions' }));
    await expect(panel.getByText('No open suggestions for this cell.')).toBeVisible();
  },
};

/** On a phone the panel is a sheet: the toggle opens it as a dialog, with the same tabs. */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    const canvas = within(canvasElement);
    // The card's key cell itself: a pointer at its middle would hit the key's name, a button that opens the key.
    const button = await within(await canvas.findByRole('grid')).findByRole('button', { name: 'hero.title' });
    const keyCell = button.closest('[role="gridcell"]') as HTMLElement;
    keyCell.click();
    // The active cell (the panel follows it); focus itself is another story's matter.
    await waitFor(() => expect(keyCell).toHaveAttribute('tabindex', '0'));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cell details' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Cell details' });
    await waitFor(() => expect(sheet).toBeVisible());
    const tabs = within(sheet);
    await expect(tabs.getByRole('heading', { level: 2 })).toHaveTextContent('The key itself');
    await userEvent.click(tabs.getByRole('tab', { name: 'Comments' }));
    await expect(tabs.getByRole('combobox', { name: 'About' })).toHaveValue('');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    forgetStoredChoice();
    await focusCell(canvasElement, 'hero.title', 2);
    const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Zelldetails' }));
    await expect(panel.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Verlauf',
      'Kommentare',
      'Vorschläge',
      'Speicher',
      'Maschine',
      'Glossar',
    ]);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('Deutsch (Deutschland)');
  },
};
