import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MockStore, pendingAnswer, sampleWorkspaceWithGlossary } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { focusCell, openCellTab } from './editor-story-actions.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';
import { SIDE_PANEL_STORAGE_KEY } from './use-side-panel-open.ts';

// The Glossary tab of the side panel (aids contract): the terms found in the focused key's base
// text, with the translation for the cell's language and the term's note; "do not translate" marked.
// hero.title ("Translations without the chaos") holds two terms, footer.copyright ("© {{year}}
// Verba") the product's name, hero.cta ("Start translating") none.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen/Glossary',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    localStorage.setItem(SIDE_PANEL_STORAGE_KEY, 'open');
    store = serveEditorStore(msw, { workspace: sampleWorkspaceWithGlossary() });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const glossaryTab = (canvasElement: HTMLElement, key: string, index: number) =>
  openCellTab(canvasElement, key, index, 'Glossary');

/** The German cell: each term in the order it occurs, its German translation, forbidden variants and note. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'hero.title', 2);
    const list = await panel.findByRole('list', { name: 'Glossary terms in this key' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(first).toHaveTextContent('Translations→ Übersetzungen');
    await expect(first).toHaveTextContent('Not: Übertragungen');
    await expect(second).toHaveTextContent('chaos→ Durcheinander');
    await expect(second).toHaveTextContent('Not: Chaos, Stress');
    await expect(second).toHaveTextContent('Keep the tone light: a mess, not a disaster.');
  },
};

/** The French cell: a term without a French translation says so. */
export const NoTranslation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'hero.title', 3);
    const list = await panel.findByRole('list', { name: 'Glossary terms in this key' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Translations');
    await expect(first).toHaveTextContent('No translation for this language');
    await expect(second).toHaveTextContent('chaos→ désordre');
  },
};

/** A "do not translate" term is marked, with its note; it has no translation to show. */
export const DoNotTranslate: Story = {
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'footer.copyright', 2);
    const list = await panel.findByRole('list', { name: 'Glossary terms in this key' });
    const [verba] = within(list).getAllByRole('listitem');
    await expect(verba).toHaveTextContent('Verba');
    await expect(verba).toHaveTextContent('Do not translate');
    await expect(verba).toHaveTextContent('Case-sensitive');
    await expect(verba).toHaveTextContent('The product’s name.');
    await expect(verba).not.toHaveTextContent('No translation for this language');
  },
};

/** The base cell: the terms, and where their translations show. */
export const BaseCell: Story = {
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'hero.title', 1);
    await expect(
      await panel.findByText('Choose a translation cell to see each term’s translation in its language.'),
    ).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Glossary terms in this key' })).toBeVisible();
  },
};

/** No term in the base text (whole words: "translating" is not "Translations"). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'hero.cta', 2);
    await expect(await panel.findByText('No glossary term is in this key’s base text.')).toBeVisible();
  },
};

/** While the lookup runs. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName === 'KeyTerms') return pendingAnswer();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'hero.title', 2);
    await expect(await panel.findByText('Looking for glossary terms…')).toBeVisible();
  },
};

/** The server could not look: said in the tab, the editor goes on. */
export const Unavailable: Story = {
  beforeEach() {
    store.workspace.glossaryUnavailable = true;
  },
  play: async ({ canvasElement }) => {
    const panel = await glossaryTab(canvasElement, 'hero.title', 2);
    await expect(await panel.findByRole('alert')).toHaveTextContent('The glossary is unavailable just now.');
  },
};

/** In German. */
export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    localStorage.removeItem(SIDE_PANEL_STORAGE_KEY);
    await focusCell(canvasElement, 'footer.copyright', 2);
    const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Zelldetails' }));
    await userEvent.click(panel.getByRole('tab', { name: 'Glossar' }));
    const list = await panel.findByRole('list', { name: 'Glossarbegriffe in diesem Schlüssel' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent('Nicht übersetzen');
  },
};

/**
 * The base text underlines the glossary's terms; hovering one shows its translation for the focused
 * cell's language (the first target column's until a cell is chosen) and its note.
 */
export const BaseTextMarks: Story = {
  play: async ({ canvasElement }) => {
    // Read when the screen mounted; forgotten at once for the story files that run after this one.
    localStorage.removeItem(SIDE_PANEL_STORAGE_KEY);
    const cell = await focusCell(canvasElement, 'hero.title', 1);
    const base = within(cell);
    await expect(await base.findByTitle('Translations → German (Germany): Übersetzungen')).toHaveTextContent(
      'Translations',
    );
    await expect(
      base.getByTitle(/^chaos → German \(Germany\): Durcheinander\sKeep the tone light/),
    ).toHaveTextContent('chaos');
    // "Start translating": no term, no mark.
    const cta = await focusCell(canvasElement, 'hero.cta', 1);
    await expect(cta.querySelector('[data-glossary-term]')).toBeNull();
    // The French cell chosen: the marks show French.
    await focusCell(canvasElement, 'hero.title', 3);
    await expect(
      await base.findByTitle(/^chaos → French \(France\): désordre\sKeep the tone light/),
    ).toBeVisible();
    await expect(
      base.getByTitle('Translations: a glossary term without a translation for this language'),
    ).toBeVisible();
  },
};

/** By keyboard: the focused base cell lists its terms with translation and note under the text. */
export const BaseTextFocus: Story = {
  play: async ({ canvasElement }) => {
    // Read when the screen mounted; forgotten at once for the story files that run after this one.
    localStorage.removeItem(SIDE_PANEL_STORAGE_KEY);
    const cell = await focusCell(canvasElement, 'hero.title', 1);
    const hint = await within(cell).findByRole('list', { name: 'Glossary terms in this key' });
    await expect(hint).toBeVisible();
    await expect(
      within(hint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Translations → German (Germany): Übersetzungen',
      'chaos → German (Germany): Durcheinander · Keep the tone light: a mess, not a disaster.',
    ]);
    // Another cell focused: the hint is gone from sight.
    await focusCell(canvasElement, 'hero.title', 2);
    await waitFor(() => expect(hint).not.toBeVisible());
  },
};
