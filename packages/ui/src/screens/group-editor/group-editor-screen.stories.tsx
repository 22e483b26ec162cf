import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createHandlers,
  createStore,
  emptyGroupWorkspace,
  graphqlOffline,
  graphqlPending,
  type MockStore,
  manyKeysWorkspace,
  naturalLanguageWorkspace,
  sampleProjects,
  sampleWorkspace,
} from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { forgetStoredColumns } from './editor-model.ts';
import { serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// One store per story, kept here so a play function can change what "the server" holds, as a
// second person would.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', groupId: 'group-landing' },
  beforeEach({ msw }) {
    store = serveEditorStore(msw);
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Keys and translations of Landing page' });

/** The row of a key, found by its name in the key column. */
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const table = await grid(canvasElement);
  const button = await within(table).findByRole('button', { name });
  return button.closest('[role="row"]') as HTMLElement;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible();
    const table = await grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '6');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Key',
      'American English (base)',
      'German (Germany)',
      'French (France)',
    ]);
    const cta = await rowOf(canvasElement, 'hero.cta');
    await expect(within(cta).getByText('Reviewed')).toBeVisible();
    await expect(within(cta).getByText('The button under the headline')).toBeVisible();
    const title = await rowOf(canvasElement, 'hero.title');
    await expect(within(title).getByText('Outdated')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Group settings' })).toHaveAttribute(
      'href',
      '/group/project-website/group-landing/settings',
    );
  },
};

/** The group's progress opens from the toolbar, one bar per language, asked for only when opened. */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await expect(within(document.body).queryByRole('list', { name: 'Progress of Landing page' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Progress' }));
    const bars = await within(document.body).findByRole('list', { name: 'Progress of Landing page' });
    const entries = within(bars).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent('American English (base)');
    await expect(entries[1]).toHaveTextContent(/German \(Germany\).*of 5 translated/);
  },
};

export const EmptyGroup: Story = {
  beforeEach({ msw }) {
    store = serveEditorStore(msw, { workspace: emptyGroupWorkspace() });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This group has no keys yet. Create the first one.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'New key' })[1] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'New key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Key name' }), 'welcome.title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(
      await within(await grid(canvasElement)).findByRole('button', { name: 'welcome.title' }),
    ).toBeVisible();
    // The dialog has closed before the a11y check and the picture, and the toast is in it.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Key “welcome.title” created',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('GroupKeys'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** 10,000 keys: only the rows in view are in the DOM; the rest arrive page by page while scrolling. */
export const ManyKeys: Story = {
  beforeEach({ msw }) {
    store = serveEditorStore(msw, { workspace: manyKeysWorkspace(10_000) });
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(await within(table).findByRole('button', { name: 'generated.key00000' })).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    await expect(within(canvasElement).getByText('10000 keys')).toBeVisible();
  },
};

const sure =
  'Are you sure you want to delete this project? This cannot be undone, and every translation in it is lost with it.';

/** Natural-language keys (dots, colons, question marks) wrap at spaces inside their column and are found by search. */
export const NaturalLanguageKeys: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    store = serveEditorStore(msw, { workspace: naturalLanguageWorkspace() });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await expect(
      within(table).getByRole('button', {
        name: 'settings:Two-factor sign-in. Keep your recovery codes somewhere safe.',
      }),
    ).toBeVisible();
    const button = within(table).getByRole('button', { name: sure });
    const cell = button.closest('[role="gridcell"]') as HTMLElement;
    // Wrapped, not cut off or spilling into the next column.
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    // At spaces, not in the middle of a word; a key's own spaces are shown as they are.
    await expect(getComputedStyle(button).wordBreak).not.toBe('break-all');
    await expect(getComputedStyle(button).whiteSpace).toBe('pre-wrap');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search keys and texts' }), 'project? this');
    await waitFor(() => expect(canvas.getByText('1 key')).toBeVisible());
    await expect(within(await grid(canvasElement)).getByRole('button', { name: sure })).toBeVisible();
  },
};

export const PluralKey: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'cart.items');
    await expect(within(row).getByText('Plural')).toBeVisible();
    const cells = within(row).getAllByRole('gridcell');
    await userEvent.dblClick(cells[2] as HTMLElement);
    await expect(await within(row).findByLabelText('one · 1')).toHaveValue('{{count}} Artikel');
    await expect(within(row).getByLabelText('other · 0, 2, 3')).toHaveValue('');
  },
};

/** Each issue beside its cell: its severity, its check and the server's message (more in Checks stories). */
export const Issues: Story = {
  play: async ({ canvasElement }) => {
    const greeting = await rowOf(canvasElement, 'greeting');
    const issues = within(greeting).getByRole('list', { name: 'Issues of greeting in German (Germany)' });
    await expect(
      within(issues)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ErrorPlaceholder missingMissing from the base text: {{name}}.',
      'ErrorUnknown placeholderNot in the base text: {{nme}}.',
    ]);
    await expect(within(greeting).getAllByText('{{name}}')[0]).toBeVisible();
    const items = await rowOf(canvasElement, 'cart.items');
    await expect(
      within(items).getByRole('list', { name: 'Issues of cart.items in German (Germany)' }),
    ).toHaveTextContent(/^ErrorPlural form missing/);
  },
};

/** Arrows move, typing edits, Enter saves and moves down, Ctrl+Enter saves as reviewed, Esc keeps the draft. */
export const KeyboardEditing: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByRole('button', { name: 'cart.items' });
    // The first row's base cell takes focus first; move to French on the second row (footer.copyright).
    await userEvent.click(within(table).getAllByRole('gridcell')[1] as HTMLElement);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('©');
    const input = await within(table).findByRole('textbox', { name: 'footer.copyright in French (France)' });
    await userEvent.keyboard(' {{{{year}} Verba{Enter}');
    await expect(input).not.toBeInTheDocument();
    const footer = await rowOf(canvasElement, 'footer.copyright');
    await waitFor(() => expect(within(footer).getByText('Saved')).toBeVisible());
    await expect(store.workspace.values['key-footer fr-FR']).toMatchObject({
      text: '© {{year}} Verba',
      state: 'TRANSLATED',
    });
    // Focus moved down to greeting's French cell: edit, cancel with Esc, come back: the draft is there.
    await userEvent.keyboard('Bonjour');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    const draft = await within(table).findByRole('textbox', { name: 'greeting in French (France)' });
    await expect(draft).toHaveValue('Bonjour');
    await userEvent.keyboard(', {{{{name}}!{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(store.workspace.values['key-greeting fr-FR']).toMatchObject({
        text: 'Bonjour, {{name}}!',
        state: 'REVIEWED',
      }),
    );
  },
};

/** Tab saves and jumps to the next empty cell of the same language. */
export const KeyboardTabToNextEmpty: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByRole('button', { name: 'cart.items' });
    await userEvent.click(within(table).getAllByRole('gridcell')[1] as HTMLElement);
    // footer.copyright → French (empty); Tab saves and lands on greeting's French cell, the next empty one.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{Enter}');
    await userEvent.keyboard('© {{{{year}} Verba{Tab}');
    await waitFor(() =>
      expect(store.workspace.values['key-footer fr-FR']).toMatchObject({ text: '© {{year}} Verba' }),
    );
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAttribute('role', 'gridcell');
    await expect(focused).toHaveAttribute('aria-colindex', '4');
    await expect(
      within(focused.closest('[role="row"]') as HTMLElement).getByRole('button', { name: 'greeting' }),
    ).toBeVisible();
    await userEvent.keyboard('?');
    const sheet = await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(within(sheet).getByText('Save as reviewed')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    // The sheet animates out; until it is gone, keys still belong to it.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('/');
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search keys and texts' }),
    ).toHaveFocus();
  },
};

/** Someone else saved meanwhile: both texts are shown; Keep mine stores the user's over theirs. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByRole('button', { name: 'hero.title' });
    store.workspace.values['key-title fr-FR'] = {
      text: 'Traductions sans pagaille',
      forms: null,
      state: 'TRANSLATED',
      outdated: false,
      version: 2,
      updatedAt: '2026-03-02T10:00:00.000Z',
    };
    const row = await rowOf(canvasElement, 'hero.title');
    await userEvent.dblClick(within(row).getAllByRole('gridcell')[3] as HTMLElement);
    const input = await within(row).findByRole('textbox', { name: 'hero.title in French (France)' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Des traductions en ordre{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Someone else saved this text meanwhile',
    });
    await waitFor(() => expect(within(dialog).getByText('Traductions sans pagaille')).toBeVisible());
    await expect(within(dialog).getByText('Des traductions en ordre')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() =>
      expect(store.workspace.values['key-title fr-FR']).toMatchObject({
        text: 'Des traductions en ordre',
        version: 3,
      }),
    );
    // The dialog closes once the save is through (and animates out before the a11y check).
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The save gets no answer: the cell keeps the text, says so, and offers Retry. */
export const OfflineFailure: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlOffline('SetTranslation'));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'hero.cta');
    await userEvent.dblClick(within(row).getAllByRole('gridcell')[3] as HTMLElement);
    await userEvent.keyboard('Commencer{Enter}');
    await expect(await within(row).findByText('Not saved')).toBeVisible();
    await expect(within(row).getByText('Commencer')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A small phone: cards of the key, the base and the first language, nothing sideways. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Key', 'American English (base)', 'German (Germany)']);
    const cta = await rowOf(canvasElement, 'hero.cta');
    await expect(within(cta).getByText('Übersetzen starten')).toBeVisible();
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};

export const FilterUntranslated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'untranslated');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'In language' }), 'fr-FR');
    await waitFor(() => expect(canvas.getByText('4 keys')).toBeVisible());
    await expect(within(await grid(canvasElement)).queryByRole('button', { name: 'hero.title' })).toBeNull();
  },
};

export const KeyPanelHistory: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('button', { name: 'hero.title' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'hero.title' });
    const reverts = await within(panel).findAllByRole('button', { name: 'Revert to this' });
    await userEvent.click(reverts[1] as HTMLElement);
    await waitFor(() =>
      expect(store.workspace.values['key-title en-US']).toMatchObject({ text: 'Translations, tamed' }),
    );
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: 'Schlüssel und Übersetzungen von Landing page' }),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Schlüssel' })).toBeVisible();
    await expect((await canvas.findAllByText('Geprüft'))[0]).toBeVisible();
  },
};

export const GermanOfflineFailure: Story = {
  ...OfflineFailure,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid');
    const button = await within(table).findByRole('button', { name: 'hero.cta' });
    const row = button.closest('[role="row"]') as HTMLElement;
    await userEvent.dblClick(within(row).getAllByRole('gridcell')[3] as HTMLElement);
    await userEvent.keyboard('Commencer{Enter}');
    await expect(await within(row).findByText('Nicht gespeichert')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { projectId: 'project-mobile', groupId: 'group-landing' },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Group not found' }),
    ).toBeVisible();
  },
};

/** The signed-in account as a member of Website in this role (and languages). */
const asMember = (role: 'TRANSLATOR' | 'VIEWER', languages: string[] = []) => {
  store = createStore({
    signedIn: true,
    workspace: sampleWorkspace(),
    projects: sampleProjects().map((project) =>
      project.id === 'project-website'
        ? { ...project, viewerRole: role, viewerLanguages: languages }
        : project,
    ),
  });
  return createHandlers(store);
};

/**
 * A German translator edits German only: by default the grid shows German and the base (read-only);
 * French, also read-only, can be shown; keys cannot be changed.
 */
export const AsTranslator: Story = {
  beforeEach({ msw }) {
    forgetStoredColumns();
    msw.use(...asMember('TRANSLATOR', ['de-DE']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headerNames = async () =>
      within(await grid(canvasElement))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    await expect(await headerNames()).toEqual([
      'Key',
      'American English (base) (read-only)',
      'German (Germany)',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /^Languages/ }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Languages shown' }));
    await expect(menu.getByRole('checkbox', { name: 'French (France)' })).not.toBeChecked();
    await userEvent.click(menu.getByRole('checkbox', { name: 'French (France)' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(async () =>
      expect(await headerNames()).toEqual([
        'Key',
        'American English (base) (read-only)',
        'German (Germany)',
        'French (France) (read-only)',
      ]),
    );
    await expect(
      canvas.getByText(
        'Your role lets you change values in German (Germany); the other languages are read-only.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New key' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Group settings' })).toBeNull();
    const row = await rowOf(canvasElement, 'hero.title');
    const cells = within(row).getAllByRole('gridcell');
    await expect(cells[3]).toHaveAttribute('aria-readonly', 'true');
    await userEvent.dblClick(cells[3] as HTMLElement);
    await expect(within(row).queryByRole('textbox')).toBeNull();
    await userEvent.dblClick(cells[2] as HTMLElement);
    const input = await within(row).findByRole('textbox', { name: 'hero.title in German (Germany)' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Übersetzungen in Ordnung{Enter}');
    await expect(await within(row).findByText('Übersetzungen in Ordnung')).toBeVisible();
    // The key panel only reads: no rename, move or delete.
    await userEvent.click(within(row).getByRole('button', { name: 'hero.title' }));
    const panel = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // The panel fades in: visible once its opening transition ends.
    await waitFor(() =>
      expect(panel.getByText('Your role does not allow renaming, moving or deleting keys.')).toBeVisible(),
    );
    await expect(panel.queryByRole('button', { name: 'Delete key' })).toBeNull();
    await expect(panel.queryByRole('textbox', { name: 'Key name' })).toBeNull();
  },
};

/** A viewer reads everything and changes nothing. */
export const AsViewer: Story = {
  beforeEach({ msw }) {
    msw.use(...asMember('VIEWER'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await expect(
      canvas.getByText('Your role lets you read this group; values cannot be changed.'),
    ).toBeVisible();
    const row = await rowOf(canvasElement, 'hero.title');
    for (const cell of within(row).getAllByRole('gridcell').slice(1)) {
      await expect(cell).toHaveAttribute('aria-readonly', 'true');
    }
    await userEvent.dblClick(within(row).getAllByRole('gridcell')[2] as HTMLElement);
    await expect(within(table).queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'New key' })).toBeNull();
  },
};
