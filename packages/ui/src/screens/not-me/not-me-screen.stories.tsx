import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, pendingAnswer } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import {
  expectLink,
  expectToast,
  incompleteLinkPlay,
  pageHeading,
  pendingPressPlay,
  pressButton,
} from '../../testing/token-page-plays.ts';
import { NotMeScreen } from './not-me-screen.tsx';

const meta = {
  title: 'Screens/NotMeScreen',
  component: NotMeScreen,
  args: { token: 'not-me-token' },
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/not-me', () => HttpResponse.json({ success: true, pendingRemoval: null })));
  },
} satisfies Meta<typeof NotMeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing happens on load: the page explains and waits for the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Lock your account');
    await expect(
      canvas.getByText(/locks signing in with the password until you choose a new one/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/after 72 hours, unless you sign in with a code or another passkey/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lock my account' })).toBeEnabled();
  },
};

/** Nothing was added meanwhile: the page only says the account is locked. */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Lock my account');
    await pageHeading(canvasElement, 'Your account is locked');
    await expectLink(canvasElement, 'Go to sign-in', '/sign-in');
    await expect(within(canvasElement).queryByText('Sign-in methods will be removed')).toBeNull();
  },
};

/** Passkeys and a 2FA were set up meanwhile: the page says they go in 72 hours and how to keep them. */
export const LockedWithRemovalPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/not-me', () =>
        HttpResponse.json({
          success: true,
          pendingRemoval: { dueAt: '2026-03-04T12:00:00.000Z', twoFactor: true, passkeys: 2 },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressButton(canvasElement, 'Lock my account');
    await pageHeading(canvasElement, 'Your account is locked');
    await expect(canvas.getByText('Sign-in methods will be removed')).toBeVisible();
    await expect(canvas.getByText(/we remove two-factor authentication and 2 passkeys/)).toBeVisible();
    await expect(canvas.getByText(/that cancels the removal/)).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/not-me', pendingAnswer));
  },
  play: pendingPressPlay('Lock my account'),
};

/** A link already used (the account is locked already): the message says so and the page stays. */
export const AlreadyUsed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/not-me', () => apiError(409, 'This link has already been used.', 'TOKEN_USED')),
    );
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Lock my account');
    await expectToast(canvasElement, 'This link has already been used.');
    await pageHeading(canvasElement, 'Lock your account');
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: incompleteLinkPlay,
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Sperre dein Konto');
    await pressButton(canvasElement, 'Konto sperren');
    await pageHeading(canvasElement, 'Dein Konto ist gesperrt');
  },
};
