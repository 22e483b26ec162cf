import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checksWorkspace,
  graphqlFailure,
  type MockStore,
  type MockWorkspace,
  sampleProjects,
} from '@verba/mocks';
import { graphql } from 'msw/graphql';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { body, shownToast } from '../../testing/story-queries.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';

// The editor's checks (aids contract, "Checks"; issue 41): each issue beside its cell with its
// severity, the Check filter, Dismiss and "Dismiss N shown warnings", for those who may dismiss.

let store: MockStore;
/** The size of each DismissIssues call a story made. */
const calls: number[] = [];

const meta = {
  title: 'Screens/GroupEditorScreen/Checks',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    store = serveEditorStore(msw, { workspace: checksWorkspace() });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Keys and translations of Landing page' });

/** The issues of one value, found by the list's name. */
const issuesOf = async (canvasElement: HTMLElement, key: string, language = 'German (Germany)') =>
  within(await grid(canvasElement)).findByRole('list', { name: `Issues of ${key} in ${language}` });

/** The Website project with the signed-in account in this role. */
const asMember = (role: 'REVIEWER' | 'DEVELOPER', languages: string[] = []) =>
  sampleProjects().map((project) =>
    project.id === STORY_PROJECT ? { ...project, viewerRole: role, viewerLanguages: languages } : project,
  );

/** An error and a warning tell themselves apart by their word, their shape and their colour. */
export const ErrorsAndWarnings: Story = {
  play: async ({ canvasElement }) => {
    const greeting = await issuesOf(canvasElement, 'greeting');
    const errors = within(greeting).getAllByRole('listitem');
    await expect(errors).toHaveLength(2);
    await expect(errors[0]).toHaveTextContent(/^ErrorPlaceholder missing/);
    // Errors cannot be dismissed, only fixed or their check switched off.
    await expect(within(greeting).queryByRole('button')).toBeNull();
    const saved = await issuesOf(canvasElement, 'saved');
    await expect(saved).toHaveTextContent('WarningEnd punctuation');
    await expect(
      within(saved).getByRole('button', {
        name: 'Dismiss the warning “End punctuation” of saved in German (Germany)',
      }),
    ).toBeVisible();
    await expect(await issuesOf(canvasElement, 'saved', 'French (France)')).toHaveTextContent(
      /^WarningSame as the base text/,
    );
    // Not colour alone: the two severities' colours differ, and so do their icons.
    const errorBadge = within(greeting).getAllByText('Error')[0] as HTMLElement;
    const warningBadge = within(saved).getByText('Warning');
    await expect(getComputedStyle(errorBadge).color).not.toBe(getComputedStyle(warningBadge).color);
  },
};

/** A warning dismissed from its cell is gone, and stays gone (the server keeps it until the text changes). */
export const DismissOne: Story = {
  play: async ({ canvasElement }) => {
    const saved = await issuesOf(canvasElement, 'saved');
    await userEvent.click(within(saved).getByRole('button', { name: /^Dismiss the warning/ }));
    await shownToast(canvasElement, '1 warning dismissed');
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('list', { name: 'Issues of saved in German (Germany)' }),
      ).toBeNull(),
    );
    await expect(store.workspace.dismissed?.['key-saved de-DE']).toEqual(['END_PUNCTUATION']);
    // The French warning of the same key is another value's: still there.
    await expect(await issuesOf(canvasElement, 'saved', 'French (France)')).toBeVisible();
  },
};

/** Alt+D on a cell dismisses its first warning: the keyboard's way to the cell's Dismiss. */
export const DismissByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const saved = await issuesOf(canvasElement, 'saved');
    await userEvent.click(saved.closest('[role="gridcell"]') as HTMLElement);
    await waitFor(() => expect(saved.closest('[role="gridcell"]')).toHaveAttribute('tabindex', '0'));
    await userEvent.keyboard('{Alt>}d{/Alt}');
    await shownToast(canvasElement, '1 warning dismissed');
    await expect(store.workspace.dismissed?.['key-saved de-DE']).toEqual(['END_PUNCTUATION']);
    // On a cell with errors only, nothing is sent.
    const greeting = await issuesOf(canvasElement, 'greeting');
    await userEvent.click(greeting.closest('[role="gridcell"]') as HTMLElement);
    await waitFor(() => expect(greeting.closest('[role="gridcell"]')).toHaveAttribute('tabindex', '0'));
    await userEvent.keyboard('{Alt>}d{/Alt}');
    await expect(Object.keys(store.workspace.dismissed ?? {})).toEqual(['key-saved de-DE']);
  },
};

/** "With issues" in German, then one check: only the key with that check's issue is left. */
export const FilterByCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Check' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'issues');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'In language' }), 'de-DE');
    await waitFor(() => expect(canvas.getByText('4 keys')).toBeVisible());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Check' }), 'End punctuation');
    await waitFor(() => expect(canvas.getByText('1 key')).toBeVisible());
    await expect(within(await grid(canvasElement)).getByRole('button', { name: 'saved' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Check' }), 'Errors only');
    await waitFor(() => expect(canvas.getByText('2 keys')).toBeVisible());
    await expect(within(await grid(canvasElement)).queryByRole('button', { name: 'saved' })).toBeNull();
  },
};

/** The Checks page's links open the editor with the filter in the URL: it reads it from there. */
export const FilterFromUrl: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&code=NUMBER_MISMATCH') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Check' })).toHaveDisplayValue('Numbers differ');
    await expect(canvas.getByRole('combobox', { name: 'In language' })).toHaveDisplayValue(
      'German (Germany)',
    );
    await waitFor(() => expect(canvas.getByText('1 key')).toBeVisible());
    await expect(await issuesOf(canvasElement, 'inbox')).toHaveTextContent(/WarningNumbers differ/);
  },
};

/** Every shown warning at once, asked first: the German warnings of the filtered keys go, errors stay. */
export const DismissAllShown: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&severity=WARNING') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('2 keys')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss 3 shown warnings' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Dismiss 3 warnings?' }),
    );
    await waitFor(() =>
      expect(dialog.getByText(/of the 2 keys shown, in German \(Germany\), French \(France\)/)).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss warnings' }));
    await shownToast(canvasElement, '3 warnings dismissed');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByText('No key matches these filters.')).toBeVisible());
    await expect(store.workspace.dismissed).toEqual({
      'key-saved de-DE': ['END_PUNCTUATION'],
      'key-saved fr-FR': ['SAME_AS_SOURCE'],
      'key-inbox de-DE': ['NUMBER_MISMATCH'],
    });
    await expect(canvas.queryByRole('button', { name: /^Dismiss \d+ shown warning/ })).toBeNull();
  },
};

/** Cancel leaves every warning as it was. */
export const DismissAllCancelled: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&code=END_PUNCTUATION') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('1 key')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss 1 shown warning' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Dismiss 1 warning?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(store.workspace.dismissed).toBeUndefined();
    await expect(await issuesOf(canvasElement, 'saved')).toBeVisible();
  },
};

/** 200 keys with a warning in each of three languages: 600 warnings go in two calls of 500 and 100. */
export const DismissInBatches: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&severity=WARNING') },
  beforeEach({ msw }) {
    const workspace: MockWorkspace = {
      targets: { [STORY_PROJECT]: ['de-DE', 'fr-FR', 'it-IT'] },
      keys: [],
      values: {},
      activities: [],
    };
    const value = (text: string) => ({
      text,
      forms: null,
      state: 'TRANSLATED' as const,
      outdated: false,
      version: 1,
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    for (let index = 0; index < 200; index += 1) {
      const id = `key-${index}`;
      workspace.keys.push({
        id,
        groupId: 'group-landing',
        name: `done.${String(index).padStart(3, '0')}`,
        description: null,
        plural: false,
        version: 1,
      });
      workspace.values[`${id} en-US`] = value('Done.');
      for (const tag of ['de-DE', 'fr-FR', 'it-IT']) workspace.values[`${id} ${tag}`] = value('Fertig');
    }
    store = serveEditorStore(msw, { workspace });
    calls.length = 0;
    // Used after the store's handlers, so it sees each call first; it answers none of them.
    msw.use(
      graphql.link('/api/graphql').mutation('DismissIssues', ({ variables }) => {
        calls.push((variables.items as unknown[]).length);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('200 keys')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss 600 shown warnings' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Dismiss 600 warnings?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss warnings' }));
    // Two calls and a refetch of 200 keys in four languages: more than a toast's usual wait.
    await waitFor(() => expect(body(canvasElement).getByText('600 warnings dismissed')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(calls).toEqual([500, 100]);
    await waitFor(() => expect(canvas.getByText('No key matches these filters.')).toBeVisible());
  },
};

/** A German reviewer dismisses German warnings only; French ones have no Dismiss. */
export const AsReviewer: Story = {
  beforeEach({ msw }) {
    store = serveEditorStore(msw, {
      workspace: checksWorkspace(),
      projects: asMember('REVIEWER', ['de-DE']),
    });
  },
  play: async ({ canvasElement }) => {
    // French is shown too, chosen in the Languages menu.
    await issuesOf(canvasElement, 'saved');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Languages/ }));
    const menu = within(await body(canvasElement).findByRole('dialog', { name: 'Languages shown' }));
    await userEvent.click(menu.getByRole('checkbox', { name: 'French (France)' }));
    await userEvent.keyboard('{Escape}');
    await expect(within(await issuesOf(canvasElement, 'saved')).getByRole('button')).toHaveAccessibleName(
      'Dismiss the warning “End punctuation” of saved in German (Germany)',
    );
    const french = await issuesOf(canvasElement, 'saved', 'French (France)');
    await expect(french).toHaveTextContent(/^WarningSame as the base text/);
    await expect(within(french).queryByRole('button')).toBeNull();
  },
};

/** A developer may set REVIEWED but not dismiss (aids contract): warnings show, without Dismiss. */
export const AsDeveloper: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&severity=WARNING') },
  beforeEach({ msw }) {
    store = serveEditorStore(msw, { workspace: checksWorkspace(), projects: asMember('DEVELOPER') });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('2 keys')).toBeVisible());
    await expect(await issuesOf(canvasElement, 'saved')).toHaveTextContent(/WarningEnd punctuation/);
    await expect(within(await grid(canvasElement)).queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /shown warning/ })).toBeNull();
  },
};

/** The server refuses: the toast says why and the warning stays. */
export const DismissRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('DismissIssues', 'FORBIDDEN', 'Refused.'));
  },
  play: async ({ canvasElement }) => {
    const saved = await issuesOf(canvasElement, 'saved');
    await userEvent.click(within(saved).getByRole('button', { name: /^Dismiss the warning/ }));
    await shownToast(canvasElement, 'Your role in this project does not allow this.');
    await expect(await issuesOf(canvasElement, 'saved')).toHaveTextContent(/WarningEnd punctuation/);
  },
};

export const DismissRefusedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('DismissIssues', 'FORBIDDEN', 'Refused.'));
  },
  play: async ({ canvasElement }) => {
    const saved = await within(
      await within(canvasElement).findByRole('grid', {
        name: 'Schlüssel und Übersetzungen von Landing page',
      }),
    ).findByRole('list', { name: 'Probleme von saved in Deutsch (Deutschland)' });
    await expect(saved).toHaveTextContent(/WarnungSatzzeichen am Ende/);
    await userEvent.click(
      within(saved).getByRole('button', {
        name: 'Warnung „Satzzeichen am Ende“ von saved in Deutsch (Deutschland) ausblenden',
      }),
    );
    await shownToast(canvasElement, 'Deine Rolle in diesem Projekt erlaubt das nicht.');
  },
};

/** With the Check filter the toolbar still is one row on a laptop, in English and German; the button sits below. */
const toolbarInOneRow: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('combobox', { name: /^(Check|Prüfung)$/ })).toBeVisible());
  await canvas.findByRole('button', {
    name: /^(Dismiss 3 shown warnings|3 angezeigte Warnungen ausblenden)$/,
  });
  const toolbar = canvasElement.querySelector('search') as HTMLElement;
  const tops = [...toolbar.children].map((child) => Math.round(child.getBoundingClientRect().top));
  await expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
};

export const ToolbarLaptop: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&severity=WARNING') },
  globals: { viewport: { value: '1280x800', isRotated: false } },
  play: toolbarInOneRow,
};

export const ToolbarLaptopGerman: Story = {
  args: { searchParams: new URLSearchParams('show=issues&lang=de-DE&severity=WARNING') },
  globals: { viewport: { value: '1280x800', isRotated: false }, locale: 'de-DE' },
  play: toolbarInOneRow,
};
