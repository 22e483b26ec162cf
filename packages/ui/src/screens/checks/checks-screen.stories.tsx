import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checksWorkspace,
  createHandlers,
  createStore,
  graphqlFailure,
  graphqlPending,
  type MockStore,
  sampleProjects,
  sampleWorkspace,
} from '@verba/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { body, shownToast } from '../../testing/story-queries.ts';
import { ChecksScreen } from './checks-screen.tsx';

// Project → Checks (aids contract, "Screens"; issue 41): counts per language and check, each
// opening the filtered editor, and the check settings for managers and the owner.

let store: MockStore;

const serve = (
  msw: { use: (...handlers: ReturnType<typeof createHandlers>) => void },
  options: Parameters<typeof createStore>[0] = {},
) => {
  store = createStore({ signedIn: true, workspace: checksWorkspace(), ...options });
  msw.use(...createHandlers(store));
};

const meta = {
  title: 'Screens/ChecksScreen',
  component: ChecksScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website' },
  beforeEach({ msw }) {
    serve(msw);
  },
} satisfies Meta<typeof ChecksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('table', { name: 'Open issues of Website by language and check' }),
  );
const settings = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'The checks of Website' }));

/** The owner: every count links to the editor filtered by its language and check; every setting can change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checks of Website' })).toBeVisible();
    const table = await summary(canvasElement);
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'German (Germany)',
      'French (France)',
    ]);
    await expect(table.getByRole('columnheader', { name: 'Placeholder missing Error' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'End punctuation Warning' })).toBeVisible();
    await expect(
      table.getByRole('link', { name: '1 “End punctuation” issue in German (Germany)' }),
    ).toHaveAttribute(
      'href',
      '/group/project-website/group-landing?show=issues&lang=de-DE&code=END_PUNCTUATION',
    );
    await expect(
      table.getByRole('link', { name: '1 “Same as the base text” issue in French (France)' }),
    ).toHaveAttribute(
      'href',
      '/group/project-website/group-landing?show=issues&lang=fr-FR&code=SAME_AS_SOURCE',
    );
    const checks = await settings(canvasElement);
    // A header row and one per check code (fourteen with the glossary's three).
    await expect(checks.getAllByRole('row')).toHaveLength(15);
    await expect(checks.getByRole('checkbox', { name: 'Check for “End punctuation”' })).toBeChecked();
    await expect(checks.getByRole('combobox', { name: 'Severity of “End punctuation”' })).toHaveDisplayValue(
      'Warning',
    );
  },
};

/** The counts are the project's, the editor a group's: the viewer picks which group's editor they open. */
export const OtherGroup: Story = {
  play: async ({ canvasElement }) => {
    await summary(canvasElement);
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Counts open the editor of' }),
      'E-mails',
    );
    await expect(
      (await summary(canvasElement)).getByRole('link', {
        name: '1 “End punctuation” issue in German (Germany)',
      }),
    ).toHaveAttribute(
      'href',
      '/group/project-website/group-emails?show=issues&lang=de-DE&code=END_PUNCTUATION',
    );
  },
};

/** Switching a check off takes its issues out of the counts. */
export const SwitchOff: Story = {
  play: async ({ canvasElement }) => {
    const checks = await settings(canvasElement);
    await userEvent.click(checks.getByRole('checkbox', { name: 'Check for “End punctuation”' }));
    await shownToast(canvasElement, '“End punctuation” saved');
    await waitFor(async () =>
      expect(
        (await summary(canvasElement)).queryByRole('columnheader', { name: /^End punctuation/ }),
      ).toBeNull(),
    );
    await expect(checks.getByRole('checkbox', { name: 'Check for “End punctuation”' })).not.toBeChecked();
    await expect(store.workspace.checkSettings?.['project-website']?.END_PUNCTUATION).toEqual({
      enabled: false,
      severity: 'WARNING',
    });
  },
};

/** A warning made an error shows as one in the counts. */
export const ChangeSeverity: Story = {
  play: async ({ canvasElement }) => {
    const checks = await settings(canvasElement);
    await userEvent.selectOptions(
      checks.getByRole('combobox', { name: 'Severity of “Numbers differ”' }),
      'Error',
    );
    await shownToast(canvasElement, '“Numbers differ” saved');
    await expect(
      await (await summary(canvasElement)).findByRole('columnheader', { name: 'Numbers differ Error' }),
    ).toBeVisible();
  },
};

/** A translator reads the counts and the settings; only managers and the owner change them. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    serve(msw, {
      projects: sampleProjects().map((project) =>
        project.id === 'project-website'
          ? { ...project, viewerRole: 'TRANSLATOR', viewerLanguages: ['de-DE'] }
          : project,
      ),
    });
  },
  play: async ({ canvasElement }) => {
    const checks = await settings(canvasElement);
    await expect(
      within(canvasElement).getByText(/Managers and the owner change these settings\./),
    ).toBeVisible();
    await expect(checks.queryByRole('checkbox')).toBeNull();
    await expect(checks.queryByRole('combobox')).toBeNull();
    await expect(checks.getByRole('row', { name: /End punctuation/ })).toHaveTextContent(/OnWarning$/);
    await expect(
      (await summary(canvasElement)).getByRole('link', {
        name: '1 “End punctuation” issue in German (Germany)',
      }),
    ).toBeVisible();
  },
};

/** Nothing to fix: the page says so, and the settings are still there. */
export const NoIssues: Story = {
  beforeEach({ msw }) {
    const workspace = sampleWorkspace();
    workspace.values = { 'key-cta en-US': workspace.values['key-cta en-US'] as never };
    serve(msw, { workspace });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No issues')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: /Open issues/ })).toBeNull();
    await expect(await settings(canvasElement)).toBeTruthy();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('ProjectChecks'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ProjectChecks', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const LoadFailedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ProjectChecks', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Erneut versuchen' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { projectId: 'project-unknown' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeVisible();
  },
};

/** The server refuses the change: the toast says why and the setting stays as it was. */
export const UpdateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('UpdateCheck', 'FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    const checks = await settings(canvasElement);
    await userEvent.click(checks.getByRole('checkbox', { name: 'Check for “Double space”' }));
    await shownToast(canvasElement, 'Your role in this project does not allow this.');
    await expect(checks.getByRole('checkbox', { name: 'Check for “Double space”' })).toBeChecked();
  },
};

/** The page in German, with a refusal. */
export const UpdateRefusedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('UpdateCheck', 'FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Prüfungen von Website' }),
    ).toBeVisible();
    const counts = within(
      await canvas.findByRole('table', { name: 'Offene Probleme von Website nach Sprache und Prüfung' }),
    );
    await expect(
      counts.getByRole('link', { name: '1 Problem „Satzzeichen am Ende“ in Deutsch (Deutschland)' }),
    ).toBeVisible();
    const checks = within(canvas.getByRole('table', { name: 'Die Prüfungen von Website' }));
    await userEvent.click(checks.getByRole('checkbox', { name: 'Prüfung auf „Doppeltes Leerzeichen“' }));
    await shownToast(canvasElement, 'Deine Rolle in diesem Projekt erlaubt das nicht.');
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};
