import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  graphqlFailure,
  graphqlPending,
  receivedInvitations,
  sampleProjects,
  sharedProject,
} from '@verba/mocks';
import { graphql } from 'msw/graphql';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { atFreeLimit, signedInWith } from '../../testing/story-fixtures.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const meta = {
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
  decorators: [withApollo],
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two projects on Free: the figures, the projects with their base language and groups. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await canvas.findByText('2 of 3')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      '/project/project-website',
    );
    await expect(canvas.getByText('Base language: American English')).toBeVisible();
    const groups = canvas.getByRole('list', { name: 'Groups of Website' });
    await expect(within(groups).getByRole('link', { name: 'Landing page' })).toHaveAttribute(
      'href',
      '/group/project-website/group-landing',
    );
    const progress = canvas.getByRole('list', { name: 'Progress of Website' });
    await expect(within(progress).getAllByRole('progressbar')).toHaveLength(3);
    await expect(
      within(progress).getByRole('progressbar', { name: 'French (France)' }),
    ).toHaveAccessibleDescription('16% · 8 of 50 translated');
    await expect(canvas.getByRole('button', { name: 'New project' })).toBeEnabled();
  },
};

/** Three of three: a warning with a link to upgrade, and creating is disabled with the reason. */
export const AtLimit: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: atFreeLimit() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 of 3')).toBeVisible();
    await expect(canvas.getByText('You have reached your plan’s limit.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    const create = canvas.getByRole('button', { name: 'New project' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      'Your Free plan includes 3 projects. Upgrade to create more.',
    );
  },
};

export const Unlimited: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: atFreeLimit(), planId: 'business' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unlimited')).toBeVisible();
    await expect(canvas.getByText('Business')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New project' })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.getByText('0 of 3')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('DashboardPage'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('DashboardPage', 'FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

let dashboardQueries = 0;

/**
 * Creates the third project: the list, the count and the limit update from the mutation's answer
 * alone (the dashboard query runs once), and the language is picked by searching its name.
 */
export const CreateProject: Story = {
  beforeEach({ msw }) {
    dashboardQueries = 0;
    msw.use(
      graphql.link('/api/graphql').query('DashboardPage', () => {
        dashboardQueries += 1;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New project' }));
    const dialog = await page.findByRole('dialog', { name: 'Create a project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Handbook ');
    const language = within(dialog).getByRole('combobox', { name: 'Base language' });
    await userEvent.clear(language);
    await userEvent.type(language, 'braz');
    await userEvent.click(await page.findByRole('option', { name: /Brazilian Portuguese/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('link', { name: 'Handbook' })).toBeVisible();
    await expect(canvas.getByText('3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New project' })).toBeDisabled();
    await expect(dashboardQueries).toBe(1);
  },
};

export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New project' }));
    const dialog = await page.findByRole('dialog', { name: 'Create a project' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(name, 'website');
    await expect(name).toHaveAccessibleDescription('You already have a project with this name.');
  },
};

/** The server refuses (another tab reached the limit first): the toast says why, the dialog stays open. */
export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('CreateProject', 'PLAN_LIMIT_REACHED'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New project' }));
    const dialog = await page.findByRole('dialog', { name: 'Create a project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Handbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Your plan’s project limit is reached.');
    // Still open once its entering fade is over (a starved test browser can hold it at opacity 0).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The same refusal for a German user: the code's German text, not the server's English. */
export const CreateRefusedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('CreateProject', 'PLAN_LIMIT_REACHED', 'Your Free plan includes 3 projects.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Neues Projekt' }));
    const dialog = await page.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Handbuch');
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Die Projektgrenze deines Tarifs ist erreicht.',
    );
  },
};

/** The server answers 503 while its database is down: a calm notice with a way to retry. */
export const DatabaseUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('DashboardPage', 'DATABASE_UNAVAILABLE', 'The database is not reachable.', 503));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verba can’t reach its database right now',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DatabaseUnavailableGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('DashboardPage', 'DATABASE_UNAVAILABLE', 'The database is not reachable.', 503));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verba erreicht seine Datenbank gerade nicht',
    );
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** The long German limit warning wraps inside its badge's background, in the dark theme too. */
export const AtLimitGermanDark: Story = {
  globals: { locale: 'de-DE', theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: atFreeLimit() }));
  },
  play: async ({ canvasElement }) => {
    const badge = await within(canvasElement).findByText('Du hast die Grenze deines Tarifs erreicht.');
    await expect(badge.scrollHeight).toBeLessThanOrEqual(badge.clientHeight + 1);
  },
};

/** German texts, and language names in German. */
export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(await canvas.findByText('2 von 3')).toBeVisible();
    await expect(canvas.getByText('Ausgangssprache: Deutsch (Deutschland)')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Shared projects beside owned ones, each with the viewer's role; "Projects owned" counts only owned ones. */
export const SharedAndInvited: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...signedInWith({
        projects: [...sampleProjects(), sharedProject('TRANSLATOR', ['de-DE'])],
        receivedInvitations: receivedInvitations(),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 of 3')).toBeVisible();
    const shared = within(canvas.getByRole('region', { name: 'Shared with you' }));
    await expect(shared.getByRole('link', { name: 'Handbook' })).toBeVisible();
    await expect(shared.getByText('Your role: Translator')).toBeVisible();
    const owned = within(canvas.getByRole('region', { name: 'Your projects' }));
    await expect(owned.getAllByText('Your role: Owner')).toHaveLength(2);
    const invitations = within(canvas.getByRole('region', { name: 'Invitations' }));
    await expect(invitations.getByRole('heading', { name: 'Join Glossary' })).toBeVisible();
    await userEvent.click(invitations.getByRole('button', { name: 'Accept' }));
    await expect(await shared.findByRole('link', { name: 'Glossary' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Invitations' })).toBeNull();
    // Joining a shared project leaves "Projects owned" as it was.
    await expect(canvas.getByText('2 of 3')).toBeVisible();
  },
};

/** Declining takes the invitation away and joins nothing. */
export const DeclineInvitation: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ receivedInvitations: receivedInvitations() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitations = within(await canvas.findByRole('region', { name: 'Invitations' }));
    await userEvent.click(invitations.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Invitations' })).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Shared with you' })).toBeNull();
  },
};

/** The create dialog left open: axe checks it as the user sees it (its texts' contrast included). */
export const CreateDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New project' }));
    const dialog = await page.findByRole('dialog', { name: 'Create a project' });
    // The dialog fades in: checked once its opening transition ends.
    await waitFor(() =>
      expect(
        within(dialog).getByText('The language your texts are written in. Type to search.'),
      ).toBeVisible(),
    );
  },
};
