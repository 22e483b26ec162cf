import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, commonPassword, mockApi, pendingAnswer, receivedInvitations } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignUpScreen } from './sign-up-screen.tsx';

const meta = {
  title: 'Screens/SignUpScreen',
  component: SignUpScreen,
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, password = 'a long enough passphrase') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Grace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'grace@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/At least 12 characters/);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    // What the person accepts by signing up is one click away.
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/** Sends the form with Enter and the locale, then says where the mail went and moves focus there. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/register', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body.locale !== 'en-US' || body.firstName !== 'Grace')
          return apiError(400, 'Unexpected body', 'TEST');
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('grace@example.com');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/register', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    // Enter, not a click: a focused pending button leaves a live-region node behind for the next story.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Create account/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'grace@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('This field is required.'));
    await expect(firstName).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 12 characters.',
    );
    // The message follows the input once shown.
    await userEvent.type(firstName, 'Grace');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
  },
};

/** The server refuses a common password: its `error` shows as a toast and nothing typed is lost. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, commonPassword);
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(/most common passwords/);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('grace@example.com');
    await expect(canvas.getByLabelText('Password')).toHaveValue(commonPassword);
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription(
        'Dieses Feld ist erforderlich.',
      ),
    );
  },
};

/** Grace's invitation to the Glossary, sent to an address with no account yet; its link's token is `invite-glossary`. */
const invitedNewcomer = () =>
  mockApi({
    signedIn: false,
    receivedInvitations: receivedInvitations().map((invitation) => ({
      ...invitation,
      email: 'new.reviewer@example.com',
    })),
  });

/**
 * From an invitation link: the address is the invitation's, filled in and locked; the account is
 * created, confirmed and in the project at once (no "check your inbox").
 */
export const FromInvitation: Story = {
  args: { invitationToken: 'invite-glossary', onJoined: fn() },
  beforeEach({ msw }) {
    msw.use(...invitedNewcomer());
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are invited to Glossary')).toBeVisible();
    await expect(canvas.getByText(/Grace Hopper invited you to Glossary/)).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue('new.reviewer@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription('The address your invitation was sent to.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Nora');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Newcomer');
    await userEvent.type(canvas.getByLabelText('Password'), 'a long enough passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(args.onJoined).toHaveBeenCalledWith('project-glossary'));
    await expect(canvas.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  },
};

export const InvitationLoading: Story = {
  args: { invitationToken: 'invite-glossary' },
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/invitation', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Reading your invitation…',
    );
  },
};

/** A used, revoked or expired link: said plainly, with the way to sign up without it. */
export const InvitationInvalid: Story = {
  args: { invitationToken: 'used-token' },
  beforeEach({ msw }) {
    msw.use(...invitedNewcomer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This invitation cannot be used');
    await expect(alert).toHaveTextContent('was used, revoked or has expired');
    await expect(canvas.getByRole('link', { name: 'Sign up without an invitation' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The invited address has an account already: sign in to accept, back to the invitation. */
export const InvitationAddressTaken: Story = {
  args: { invitationToken: 'invite-glossary', onJoined: fn() },
  beforeEach({ msw }) {
    // The invitation went to the mock's one account, ada@example.com.
    msw.use(...mockApi({ signedIn: false, receivedInvitations: receivedInvitations() }));
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(canvas.getByLabelText('Password'), 'a long enough passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and join' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You have an account already');
    await expect(within(alert).getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Finvitation%3Ftoken%3Dinvite-glossary',
    );
    await expect(args.onJoined).not.toHaveBeenCalled();
  },
};

/** In German: the invitation's sign-up. */
export const FromInvitationGerman: Story = {
  globals: { locale: 'de-DE' },
  args: { invitationToken: 'invite-glossary' },
  beforeEach({ msw }) {
    msw.use(...invitedNewcomer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Du bist zu Glossary eingeladen')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('new.reviewer@example.com');
    await expect(canvas.getByRole('button', { name: 'Konto erstellen und beitreten' })).toBeVisible();
  },
};

/** In German: a link that can no longer be used. */
export const InvitationInvalidGerman: Story = {
  globals: { locale: 'de-DE' },
  args: { invitationToken: 'used-token' },
  beforeEach({ msw }) {
    msw.use(...invitedNewcomer());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Diese Einladung kann nicht verwendet werden');
  },
};
