import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmScreen } from './confirm-screen.tsx';

const meta = {
  title: 'Screens/ConfirmScreen',
  component: ConfirmScreen,
  args: { token: 'confirm-token', mode: 'confirm' },
} satisfies Meta<typeof ConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const press = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name }));

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
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm my account' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(confirmCalls).toBe(0);
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Confirm my account');
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your account is confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/confirm', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Confirm my account');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Confirm my account/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** A used link: the server's message as a toast, and on the page what to do now. */
export const AlreadyUsed: Story = {
  args: { token: 'used-token' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Confirm my account');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not confirm your account' }),
    ).toBeVisible();
    await expect(
      await body(canvasElement).findByText('This link has already been used.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Expired: Story = {
  args: { token: 'expired-token' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Confirm my account');
    await expect(await body(canvasElement).findByText(/This link has expired/)).toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The decline link asks first, with a danger button; nothing is erased on load. */
export const DeclineReady: Story = {
  args: { token: 'decline-token', mode: 'decline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Erase this account?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erase the account' })).toBeEnabled();
  },
};

export const Declined: Story = {
  args: { token: 'decline-token', mode: 'decline' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Erase the account');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The account was erased' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  },
};

export const DeclineFailed: Story = {
  args: { token: 'not-a-token', mode: 'decline' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Erase the account');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not erase the account' }),
    ).toBeVisible();
    await expect(await body(canvasElement).findByText(/This link is not valid/)).toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Mein Konto bestätigen');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Dein Konto ist bestätigt' }),
    ).toBeVisible();
  },
};
