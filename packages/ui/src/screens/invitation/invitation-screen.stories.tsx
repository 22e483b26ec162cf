import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, graphqlPending, receivedInvitations } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { InvitationScreen, InvitationSignedOut } from './invitation-screen.tsx';

const meta = {
  title: 'Screens/InvitationScreen',
  component: InvitationScreen,
  decorators: [withApollo],
  args: { token: 'invite-glossary', onAccepted: fn(), onDeclined: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ receivedInvitations: receivedInvitations() }));
  },
} satisfies Meta<typeof InvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Project, role with its languages and inviter; accepting opens the project. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Join Glossary' })).toBeVisible();
    await expect(canvas.getByText('Reviewer (German (Germany))')).toBeVisible();
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledWith('project-glossary'));
  },
};

export const Decline: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onDeclined).toHaveBeenCalledOnce());
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

/** A used, revoked or expired link says so and leads to the dashboard, with no Accept. */
export const Invalid: Story = {
  args: { token: 'used-long-ago' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This invitation is no longer valid/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** The link was used meanwhile (in another tab): the toast says so and nothing is joined. */
export const AcceptRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('AcceptInvitation', 'INVALID_TOKEN'));
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Accept' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'This link is not valid.',
    );
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('InvitationPage'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('InvitationPage', 'INTERNAL_ERROR'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Signed out: sign in and come back here, or sign up from the link in one step. */
export const SignedOut: Story = {
  render: () => (
    <InvitationSignedOut
      signInHref="/sign-in?next=%2Finvitation%3Ftoken%3Dinvite-glossary"
      token="invite-glossary"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Finvitation%3Ftoken%3Dinvite-glossary',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up?invitation=invite-glossary',
    );
    await expect(
      canvas.getByText(/^New to Verba\? Sign up here: the address the invitation was sent to/),
    ).toBeVisible();
  },
};
