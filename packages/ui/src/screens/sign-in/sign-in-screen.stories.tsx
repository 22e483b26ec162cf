import type { Meta, StoryObj } from '@storybook/react-vite';
import { listSessions } from '@verba/api-client';
import { adaPassword, apiError, mockTotpCode, pendingAnswer, signedInHandlers } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInScreen } from './sign-in-screen.tsx';

const meta = {
  title: 'Screens/SignInScreen',
  component: SignInScreen,
  args: { onSignedIn: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, password = adaPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/sign-in/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  },
};

/** The session ended while a page was open (signed out from another browser): a short notice says why. */
export const SessionEnded: Story = {
  beforeEach({ msw }) {
    // The first handler for a path wins: the sessions call finds no session, info still a signed-in one.
    msw.use(
      http.get('/api/auth/sessions', () => apiError(401, 'You are not signed in.', 'UNAUTHENTICATED')),
      ...signedInHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Any call that finds the session gone reports it, once the page knew it was signed in.
    await waitFor(async () => {
      await listSessions();
      await expect(canvas.getByText('Your session has ended. Please sign in again to go on.')).toBeVisible();
    });
  },
};

export const SessionEndedGerman: Story = {
  ...SessionEnded,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => {
      await listSessions();
      await expect(canvas.getByText(/Deine Sitzung ist beendet/)).toBeVisible();
    });
  },
};

/** The mock accepts the fixture account; the auth state is re-read before onSignedIn. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    await signIn(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        /Enter a valid e-mail address/,
      ),
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A wrong password: the server's 401 message as an error toast; the e-mail stays. */
export const WrongPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await signIn(canvasElement, 'not-the-password');
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Invalid e-mail or password');
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'ada@example.com',
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Unconfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          {
            error: 'Please confirm your e-mail address first: follow the link in the mail we sent you.',
            code: 'ACCOUNT_UNCONFIRMED',
          },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /confirm your e-mail address first/,
    );
  },
};

const tooManyPasswords = () =>
  HttpResponse.json(
    { error: 'Too many attempts. Please try again in 60 seconds.', code: 'RATE_LIMITED' },
    { status: 429, headers: { 'Retry-After': '60' } },
  );

/** The 11th wrong password in a row from one address: the wait in the user's language. */
export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', tooManyPasswords));
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'guess number eleven');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 60 seconds.',
    );
  },
};

/** 100 wrong passwords in a row: password sign-in waits for the mailed unlock link. */
export const PasswordSignInLocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { error: 'Signing in with the password is locked.', code: 'PASSWORD_SIGN_IN_LOCKED' },
          { status: 423 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /Use the link in the mail we sent you, or choose a new password; a passkey still works/,
    );
  },
};

/** {status: "2fa"}: the code step; a wrong code toasts, the right one signs in. */
export const TwoFactor: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', () => HttpResponse.json({ status: '2fa' })));
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Two-factor authentication' });
    await waitFor(() => expect(heading).toHaveFocus());
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '12');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter the 6 digits of the code.'));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const TwoFactorSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', () => HttpResponse.json({ status: '2fa' })),
      http.post('/api/auth/login/2fa', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === mockTotpCode
          ? HttpResponse.json({ status: 'ok' })
          : HttpResponse.json({ error: 'The code is not correct.', code: 'INVALID_CODE' }, { status: 401 });
      }),
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code' }), mockTotpCode);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
  },
};

/** The server is up but its database is not: the toast says so in the user's language. */
export const DatabaseUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { error: 'The database is not reachable.', code: 'DATABASE_UNAVAILABLE' },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Verba can’t reach its database right now. Please try again in a moment.',
    );
  },
};

export const WrongPasswordGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'not-the-password{Enter}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'E-Mail-Adresse oder Passwort ist falsch',
    );
  },
};

export const TooManyAttemptsGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login', tooManyPasswords));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'guess number eleven{Enter}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuche es in 60 Sekunden erneut.',
    );
  },
};
