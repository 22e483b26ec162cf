import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaLovelace, apiError, mockApi, pendingAnswer, samplePasskeys } from '@verba/mocks';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stubWebAuthn } from '../../testing/webauthn-stub.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';

const meta = {
  title: 'Screens/PasskeySignIn',
  component: PasskeySignIn,
  args: { onSignedIn: fn(async () => undefined) },
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: false, user: { ...adaLovelace, passkeys: samplePasskeys() } }));
    return stubWebAuthn('succeeds');
  },
} satisfies Meta<typeof PasskeySignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Sign in with a passkey' });
/** Waits for a toast with the text; an earlier story's toast may still be fading out. */
const expectToast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(
      within(canvasElement.ownerDocument.body)
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes(text)),
    ).toBe(true),
  );

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await button(canvasElement)).toBeEnabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The browser's prompt (stubbed) answers, the server accepts: the screen moves on. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await button(canvasElement));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login/passkey', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    const signIn = await button(canvasElement);
    await userEvent.click(signIn);
    await waitFor(() => expect(signIn).toHaveAttribute('data-pending', 'true'));
  },
};

export const Cancelled: Story = {
  beforeEach() {
    return stubWebAuthn('cancelled');
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await button(canvasElement));
    await expectToast(canvasElement, 'Authentication was not completed');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const StartFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/login/passkey', () => apiError(429, 'Too many attempts.', 'RATE_LIMITED')));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement));
    await expectToast(canvasElement, 'Failed to start login');
  },
};

/** A passkey the server does not know (removed meanwhile): the fixed message, no sign-in. */
export const ConfirmFails: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: false }));
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await button(canvasElement));
    await expectToast(canvasElement, 'Failed to confirm the login passkey');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Unsupported: Story = {
  beforeEach() {
    return stubWebAuthn('unsupported');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('WebAuthn is not supported in this browser')).toBeVisible();
    await expect(canvas.getByText(/You can still sign in with your password/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Mit einem Passkey anmelden' }),
    ).toBeVisible();
  },
};
