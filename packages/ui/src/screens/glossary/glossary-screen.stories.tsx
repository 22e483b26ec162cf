import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createHandlers,
  createStore,
  graphqlFailure,
  graphqlPending,
  type MockStore,
  sampleGlossary,
  sampleWorkspaceWithGlossary,
  sharedProject,
} from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { body, shownToast } from '../../testing/story-queries.ts';

import { GlossaryScreen } from './glossary-screen.tsx';

// Project → Glossary (aids contract): the Website project's three terms in German and French, read
// and changed against the mocks' glossary, which refuses as the server does.
let store: MockStore;

const meta = {
  title: 'Screens/GlossaryScreen',
  component: GlossaryScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website' },
  beforeEach({ msw }) {
    sessionStorage.clear();
    store = createStore({ signedIn: true, workspace: sampleWorkspaceWithGlossary() });
    msw.use(...createHandlers(store));
  },
} satisfies Meta<typeof GlossaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Glossary terms' }));

const rowOf = async (canvasElement: HTMLElement, term: string) => {
  const header = (await table(canvasElement)).getByRole('rowheader', { name: new RegExp(`^${term}`) });
  return header.closest('tr') as HTMLElement;
};

/** The owner: every term with its flags, note, translations and forbidden variants; every action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Glossary of Website' })).toBeVisible();
    const terms = await table(canvasElement);
    await expect(terms.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Term',
      'German (Germany)',
      'French (France)',
      'Actions',
    ]);
    await expect(terms.getAllByRole('rowheader').map((header) => header.firstChild?.textContent)).toEqual([
      'chaos',
      'Translations',
      'Verba',
    ]);
    const chaos = await rowOf(canvasElement, 'chaos');
    await expect(chaos).toHaveTextContent('Keep the tone light');
    await expect(chaos).toHaveTextContent('Durcheinander');
    await expect(chaos).toHaveTextContent('Not: Chaos, Stress');
    await expect(chaos).toHaveTextContent('désordre');
    const verba = await rowOf(canvasElement, 'Verba');
    await expect(verba).toHaveTextContent('Case-sensitive');
    await expect(verba).toHaveTextContent('Do not translate');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3 terms');
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/projects/project-website/glossary.csv',
    );
    await expect(canvas.getByRole('link', { name: 'Download TBX' })).toHaveAttribute(
      'href',
      '/api/projects/project-website/glossary.tbx',
    );
    await expect(canvas.getByRole('button', { name: 'Add term' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit “chaos”' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Import a CSV file' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('ProjectGlossary'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Terms' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ProjectGlossary', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded');
  },
};

/** No terms yet: a manager is told how to start. */
export const Empty: Story = {
  beforeEach() {
    store.workspace.glossary = {};
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This glossary has no terms yet. Add one, or import a CSV file below.',
      ),
    ).toBeVisible();
  },
};

/** Searching finds a term by its translation or forbidden variant too; none found says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search terms' });
    await userEvent.type(search, 'übertrag');
    await waitFor(async () =>
      expect(
        (await table(canvasElement)).getAllByRole('rowheader').map((h) => h.firstChild?.textContent),
      ).toEqual(['Translations']),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 1 term');
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    await expect(await canvas.findByText('No term matches “nothing like it”.')).toBeVisible();
  },
};

/** A translator reads the glossary and downloads it; nothing to change. */
export const ReadOnly: Story = {
  args: { projectId: 'project-handbook' },
  beforeEach({ msw }) {
    store = createStore({
      signedIn: true,
      projects: [sharedProject('TRANSLATOR', ['de-DE'])],
      workspace: {
        targets: {},
        keys: [],
        values: {},
        activities: [],
        glossary: { 'project-handbook': sampleGlossary() },
      },
    });
    msw.use(...createHandlers(store));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = await table(canvasElement);
    await expect(terms.getAllByRole('rowheader')).toHaveLength(3);
    await expect(
      canvas.getByText('Your role lets you read the glossary; managers and the owner change it.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add term' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Import a CSV file' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  },
};

/** Adding a term: its translations per language, forbidden variants `|`-separated; it joins the table. */
export const AddTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add term' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New term' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Term' }), 'workspace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Where a team works');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Translation (German (Germany))' }),
      'Arbeitsbereich',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Forbidden variants (German (Germany))' }),
      'Workspace | Arbeitsplatz',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add term' }));
    await shownToast(canvasElement, 'Term “workspace” added');
    const row = await waitFor(() => rowOf(canvasElement, 'workspace'));
    await expect(row).toHaveTextContent('Arbeitsbereich');
    await expect(row).toHaveTextContent('Not: Workspace, Arbeitsplatz');
    await expect(store.workspace.glossary?.['project-website']?.at(-1)).toMatchObject({
      term: 'workspace',
      description: 'Where a team works',
      translations: [{ language: 'de-DE', text: 'Arbeitsbereich', forbidden: ['Workspace', 'Arbeitsplatz'] }],
    });
  },
};

/** A term the glossary has (ignoring case): TERM_CONFLICT at the field; an empty term never leaves. */
export const AddDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add term' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New term' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add term' }));
    await expect(await dialog.findByText('This field is required.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Term' }), 'CHAOS');
    await userEvent.click(dialog.getByRole('button', { name: 'Add term' }));
    const term = dialog.getByRole('textbox', { name: 'Term' });
    await waitFor(() => expect(term).toHaveAttribute('aria-invalid', 'true'));
    // Queried again until shown: the field's error message may render anew after the field turns invalid.
    await waitFor(() =>
      expect(dialog.getAllByText('The glossary already has this term (ignoring case).')[0]).toBeVisible(),
    );
    await expect(store.workspace.glossary?.['project-website']).toHaveLength(3);
  },
};

/**
 * Someone saved the term while it was open: the entries stay, theirs is shown; taking theirs fills
 * the form with it, and saving then goes through on their version.
 */
export const EditConflict: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit “chaos”' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit “chaos”' }));
    const german = dialog.getByRole('textbox', { name: 'Translation (German (Germany))' });
    await expect(german).toHaveValue('Durcheinander');
    // Meanwhile, another manager:
    const stored = store.workspace.glossary?.['project-website']?.[0];
    if (!stored) throw new Error('no term');
    Object.assign(stored, {
      version: 2,
      translations: [{ language: 'de-DE', text: 'Wirrwarr', forbidden: [] }],
    });
    await userEvent.clear(german);
    await userEvent.type(german, 'Unordnung');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = within(await dialog.findByRole('alert'));
    await waitFor(() => expect(alert.getByText('Someone changed this term meanwhile')).toBeVisible());
    await expect(alert.getByText('Wirrwarr')).toBeVisible();
    await expect(german).toHaveValue('Unordnung');
    await userEvent.click(alert.getByRole('button', { name: 'Take their version' }));
    await expect(german).toHaveValue('Wirrwarr');
    await userEvent.type(german, ' und Chaos');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await shownToast(canvasElement, 'Term “chaos” saved');
    await expect(stored).toMatchObject({
      version: 3,
      translations: [{ language: 'de-DE', text: 'Wirrwarr und Chaos' }],
    });
  },
};

/** Deleting asks first; the term leaves the table. */
export const DeleteTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Verba”' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Verba”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await shownToast(canvasElement, 'Term “Verba” deleted');
    await waitFor(async () => expect((await table(canvasElement)).getAllByRole('rowheader')).toHaveLength(2));
  },
};

/** A CSV goes through the import preview (the file import's): one file, its issues, then Apply. */
export const ImportCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['term,de-DE\nworkspace,Arbeitsbereich\n'], 'glossary.csv', { type: 'text/csv' }),
    );
    const preview = await canvas.findByRole('table', { name: 'What the import changes, file by file' });
    await expect(within(preview).getByRole('rowheader', { name: 'glossary.csv' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Replace the project’s terms that differ' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply import' }));
    await expect(await canvas.findByText('Import finished', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The page in German. */
export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Glossar von Website' })).toBeVisible();
    const terms = within(await canvas.findByRole('table', { name: 'Begriffe des Glossars' }));
    await expect(terms.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Begriff',
      'Deutsch (Deutschland)',
      'Französisch (Frankreich)',
      'Aktionen',
    ]);
    await expect(canvas.getByRole('button', { name: 'Begriff hinzufügen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 von 3 Begriffen');
    await expect(canvas.getByRole('searchbox', { name: 'Begriffe suchen' })).toBeVisible();
  },
};
