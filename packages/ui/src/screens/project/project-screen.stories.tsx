import type { Meta, StoryObj } from '@storybook/react-vite';
import { checksWorkspace, graphqlFailure, graphqlPending, sharedProject } from '@verba/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { ProjectScreen } from './project-screen.tsx';

const meta = {
  title: 'Screens/ProjectScreen',
  component: ProjectScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website' },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof ProjectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
    await expect(canvas.getByText('Base language: American English')).toBeVisible();
    const progress = canvas.getByRole('list', { name: 'Progress of Website' });
    await expect(
      within(progress).getByRole('progressbar', { name: 'German (Germany)' }),
    ).toHaveAccessibleDescription('80% · 40 of 50 translated · 2 outdated');
    await expect(
      within(progress).getByRole('progressbar', { name: 'French (France)' }),
    ).toHaveAccessibleDescription('16% · 8 of 50 translated');
    await expect(canvas.getByRole('link', { name: 'Landing page' })).toHaveAttribute(
      'href',
      '/group/project-website/group-landing',
    );
    await expect(canvas.getByRole('link', { name: 'Project settings' })).toHaveAttribute(
      'href',
      '/project/project-website/settings',
    );
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('button', { name: 'Pre-translate…' })).toBeEnabled();
    // Beside the other exports: the project's pairs as a TMX file (aids contract).
    const tmx = canvas.getByRole('link', { name: 'Export translation memory (TMX)' });
    await expect(tmx).toHaveAttribute('href', '/api/projects/project-website/memory.tmx');
    await expect(tmx).toHaveAttribute('download');
  },
};

/** The open issues per language, errors and warnings apart, and the way to Project → Checks. */
export const Issues: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ workspace: checksWorkspace() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = await canvas.findByRole('list', { name: 'Open issues of Website per language' });
    await expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['German (Germany): 3 errors, 2 warnings', 'French (France): 0 errors, 1 warning']);
    await expect(canvas.getByRole('link', { name: 'All counts and the check settings' })).toHaveAttribute(
      'href',
      '/project/project-website/checks',
    );
  },
};

/** Nothing to fix: the section says so. */
export const NoIssues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Checks' });
    await expect(await within(section).findByText('No issues')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Checks' })).toHaveAttribute(
      'href',
      '/project/project-website/checks',
    );
  },
};

export const NoGroups: Story = {
  args: { projectId: 'project-mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This project has no groups yet.')).toBeVisible();
    // No keys yet: the base language's bar alone, at 0 %.
    await expect(
      canvas.getByRole('progressbar', { name: 'German (Germany) (base)' }),
    ).toHaveAccessibleDescription('0% · 0 of 0 translated');
  },
};

/** The new group joins the list from the mutation's answer; a taken name is caught before sending. */
export const CreateGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'New group name' });
    await userEvent.type(name, 'e-mails');
    await userEvent.click(canvas.getByRole('button', { name: 'Add group' }));
    await expect(name).toHaveAccessibleDescription('This project already has a group with this name.');
    await userEvent.clear(name);
    await userEvent.type(name, 'Release notes{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Release notes' })).toBeVisible();
    await expect(name).toHaveValue('');
  },
};

/** A missing id and another account's id look alike: not found, with the way back. */
export const NotFound: Story = {
  args: { projectId: 'project-of-someone-else' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to the dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('ProjectPage'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ProjectPage', 'FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ausgangssprache: Englisch (Vereinigte Staaten)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gruppe hinzufügen' })).toBeVisible();
  },
};

/** A translator reads the groups and reaches the members and checks, but creates no groups, imports nothing and has no settings link. */
export const AsTranslator: Story = {
  args: { projectId: 'project-handbook' },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: [sharedProject('TRANSLATOR', ['de-DE'])] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Handbook' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Introduction' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/project/project-handbook/members',
    );
    // Every member reads the checks' counts (aids contract): the page is linked for all.
    await expect(canvas.getByRole('link', { name: 'Checks' })).toHaveAttribute(
      'href',
      '/project/project-handbook/checks',
    );
    // Every member reads the glossary.
    await expect(canvas.getByRole('link', { name: 'Glossary' })).toHaveAttribute(
      'href',
      '/project/project-handbook/glossary',
    );
    await expect(canvas.queryByRole('link', { name: 'Project settings' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add group' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Import files' })).toBeNull();
    await expect(canvas.getByText('Your role does not allow creating groups or importing.')).toBeVisible();
    // Pre-translation is for managers and owners.
    await expect(canvas.getByRole('button', { name: 'Pre-translate…' })).toBeDisabled();
  },
};
