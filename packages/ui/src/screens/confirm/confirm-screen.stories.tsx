import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingAnswer } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  expectLink,
  expectToast,
  incompleteLinkPlay,
  pageHeading,
  pendingPressPlay,
  pressButton,
  usedLinkPlay,
} from '../../testing/token-page-plays.ts';
import { ConfirmScreen } from './confirm-screen.tsx';

const meta = {
  title: 'Screens/ConfirmScreen',
  component: ConfirmScreen,
  args: { token: 'confirm-token', mode: 'confirm' },
} satisfies Meta<typeof ConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let confirmCalls = 0;

/** Opening the link does nothing yet: mail scanners open links too. */
export const Ready: Story = {
  beforeEach({ msw }) {
    confirmCalls = 0;
    msw.use(
      http.post('/api/auth/confirm', () => {
        confirmCalls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Confirm your account');
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm my account' })).toBeEnabled();
    // A request sent now is answered after any the screen sent as it opened.
    await fetch('/api/auth/info');
    await expect(confirmCalls).toBe(0);
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Confirm my account');
    const heading = await pageHeading(canvasElement, 'Your account is confirmed');
    await waitFor(() => expect(heading).toHaveFocus());
    await expectLink(canvasElement, 'Sign in', '/sign-in');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/confirm', pendingAnswer));
  },
  play: pendingPressPlay('Confirm my account'),
};

/** A used link: the server's message as a toast, and on the page what to do now. */
export const AlreadyUsed: Story = {
  args: { token: 'used-token' },
  play: async (context) => {
    await usedLinkPlay({
      press: 'Confirm my account',
      heading: 'We could not confirm your account',
      link: { name: 'Sign up again', href: '/sign-up' },
    })(context);
    await expectLink(context.canvasElement, 'Sign in', '/sign-in');
  },
};

export const Expired: Story = {
  args: { token: 'expired-token' },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Confirm my account');
    await expectToast(canvasElement, /This link has expired/);
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async (context) => {
    await incompleteLinkPlay(context);
    await expect(within(context.canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The decline link asks first, with a danger button; nothing is erased on load. */
export const DeclineReady: Story = {
  args: { token: 'decline-token', mode: 'decline' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Erase this account?');
    await expect(within(canvasElement).getByRole('button', { name: 'Erase the account' })).toBeEnabled();
  },
};

export const Declined: Story = {
  args: { token: 'decline-token', mode: 'decline' },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Erase the account');
    await pageHeading(canvasElement, 'The account was erased');
    await expectLink(canvasElement, 'Sign up', '/sign-up');
  },
};

export const DeclineFailed: Story = {
  args: { token: 'not-a-token', mode: 'decline' },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Erase the account');
    await pageHeading(canvasElement, 'We could not erase the account');
    await expectToast(canvasElement, /This link is not valid/);
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Mein Konto bestätigen');
    await pageHeading(canvasElement, 'Dein Konto ist bestätigt');
  },
};
