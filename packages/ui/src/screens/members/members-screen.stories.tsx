import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaPassword, graphqlFailure, graphqlPending, sharedProject, teamProjects } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { body } from '../../testing/story-queries.ts';
import { MembersScreen } from './members-screen.tsx';

const meta = {
  title: 'Screens/MembersScreen',
  component: MembersScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', onLeft: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: teamProjects() }));
  },
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Members of Website' }));

/** The owner sees every member (owner first, then by name), the open invitations and every action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members of Website' })).toBeVisible();
    const list = await members(canvasElement);
    const names = list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    await expect(names).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson']);
    await expect(list.getByRole('listitem', { name: 'Alan Turing' })).toHaveTextContent(
      /alan@example\.com.*Translator.*German \(Germany\)/,
    );
    await expect(list.getByRole('button', { name: 'Make owner: Grace Hopper' })).toBeVisible();
    await expect(list.queryByRole('button', { name: /Leave project/ })).toBeNull();
    const invitations = within(await canvas.findByRole('list', { name: 'Open invitations' }));
    await expect(invitations.getByRole('listitem', { name: 'linus@example.com' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite people' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('ProjectMembers'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ProjectMembers', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
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

/** No one invited yet: the section says so. */
export const NoInvitations: Story = {
  beforeEach({ msw }) {
    const [website, ...rest] = teamProjects();
    msw.use(...signedInWith({ projects: website ? [{ ...website, invitations: [] }, ...rest] : rest }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No open invitations.')).toBeVisible();
  },
};

/** Two addresses as German translators in one call; the new invitations join the list. */
export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite people' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite people' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'E-mail addresses' }),
      'mary@example.com, tim@example.com',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Translator' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'German (Germany)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('2 invitations sent');
    const invitations = within(canvas.getByRole('list', { name: 'Open invitations' }));
    await expect(await invitations.findByRole('listitem', { name: 'tim@example.com' })).toHaveTextContent(
      /Translator.*German \(Germany\)/,
    );
  },
};

/** An address that is already invited: the server names the field, and the dialog stays open. */
export const InviteRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Invite people' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite people' }));
    const emails = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(emails, 'linus@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(emails).toHaveAccessibleDescription(/The server refused this input/));
  },
};

/** Not an address: the form says so before anything is sent. */
export const InviteInvalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Invite people' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite people' }));
    const emails = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(emails, 'mary@example.com not-an-address');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(emails).toBeInvalid());
  },
};

/** A translator becomes a reviewer for every target language. */
export const ChangeRole: Story = {
  play: async ({ canvasElement }) => {
    const list = await members(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Change role: Alan Turing' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Role of Alan Turing' }));
    await expect(dialog.getByRole('radio', { name: 'Translator' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Reviewer' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'German (Germany)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(list.getByRole('listitem', { name: 'Alan Turing' })).toHaveTextContent(
        /Reviewer.*All target languages/,
      ),
    );
  },
};

/** Removing asks first; the member is gone from the list after. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const list = await members(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Remove: Katherine Johnson' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Remove Katherine Johnson?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(list.queryByRole('listitem', { name: 'Katherine Johnson' })).toBeNull());
  },
};

/** Revoking takes the invitation off the list. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    const invitations = within(await within(canvasElement).findByRole('list', { name: 'Open invitations' }));
    await userEvent.click(invitations.getByRole('button', { name: 'Revoke: linus@example.com' }));
    await expect(await within(canvasElement).findByText('No open invitations.')).toBeVisible();
  },
};

/** A stale sign-in: handing the project over asks for the password first, then goes on. */
export const TransferAfterReauth: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: teamProjects(), reauthNeeded: true }));
  },
  play: async ({ canvasElement }) => {
    const list = await members(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Make owner: Grace Hopper' }));
    const confirm = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Make Grace Hopper the owner?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Make owner' }));
    const reauth = within(await body(canvasElement).findByRole('dialog', { name: 'Confirm it’s you' }));
    await userEvent.type(reauth.getByLabelText('Current password'), adaPassword);
    await userEvent.click(reauth.getByRole('button', { name: 'Confirm' }));
    await expect(await within(canvasElement).findByText('Your role: Manager')).toBeVisible();
    await expect(list.getByRole('listitem', { name: 'Grace Hopper' })).toHaveTextContent(/Owner/);
    await expect(within(canvasElement).queryByRole('button', { name: /Make owner/ })).toBeNull();
  },
};

/** A translator sees the members without addresses, no invitations and no member actions, and may leave. */
export const AsTranslator: Story = {
  args: { projectId: 'project-handbook' },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: [sharedProject('TRANSLATOR', ['de-DE'])] }));
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your role: Translator')).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Members of Handbook' }));
    await expect(list.getByRole('listitem', { name: 'Grace Hopper' })).not.toHaveTextContent(
      'grace@example.com',
    );
    await expect(canvas.queryByRole('button', { name: 'Invite people' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Open invitations' })).toBeNull();
    await expect(list.queryByRole('button', { name: /Remove|Change role|Make owner/ })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Leave project: Ada Lovelace' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Leave Handbook?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave project' }));
    await waitFor(() => expect(args.onLeft).toHaveBeenCalledOnce());
  },
};

/** A manager manages members but cannot hand the project over. */
export const AsManager: Story = {
  args: { projectId: 'project-handbook' },
  beforeEach({ msw }) {
    const project = sharedProject('MANAGER');
    project.members = [
      ...(project.members ?? []),
      {
        id: 'member-alan-handbook',
        accountId: 'user-alan',
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.com',
        role: 'VIEWER',
        languages: [],
        joinedAt: '2026-02-12T08:00:00.000Z',
      },
    ];
    msw.use(...signedInWith({ projects: [project] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Members of Handbook' }));
    await expect(list.getByRole('button', { name: 'Remove: Alan Turing' })).toBeVisible();
    await expect(list.queryByRole('button', { name: /Make owner/ })).toBeNull();
    await expect(list.queryByRole('button', { name: /: Grace Hopper/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Invite people' })).toBeVisible();
  },
};

/** Members and open invitations count against the owner's plan: the server's refusal becomes a toast. */
export const InviteAtMemberLimit: Story = {
  beforeEach({ msw }) {
    msw.use(
      graphqlFailure('InviteMembers', 'PLAN_LIMIT_REACHED', 'The Free plan includes 5 members a project.'),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Invite people' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite people' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail addresses' }), 'mary@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your plan’s limit is reached. Upgrade your plan to add more.',
    );
    await expect(dialog.getByRole('button', { name: 'Send invitations' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mitglieder von Website' }),
    ).toBeVisible();
    await expect(canvas.getByText('Deine Rolle: Inhaber')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Mitglieder von Website' }));
    await expect(list.getByRole('listitem', { name: 'Alan Turing' })).toHaveTextContent(/Übersetzer/);
    await expect(canvas.getByRole('button', { name: 'Leute einladen' })).toBeVisible();
  },
};
