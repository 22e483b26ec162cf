import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedOutHandlers } from '@verba/mocks';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UnlockScreen } from './unlock-screen.tsx';

const meta = {
  title: 'Screens/UnlockScreen',
  component: UnlockScreen,
  args: { token: 'unlock-token' },
  beforeEach({ msw }) {
    msw.use(...signedOutHandlers());
  },
} satisfies Meta<typeof UnlockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a mail scanner sees: nothing happens until the button is pressed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unlock password sign-in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlock password sign-in' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Unlocking: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/unlock', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Unlock password sign-in' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
  },
};

export const Unlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock password sign-in' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Password sign-in is unlocked' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const UsedLink: Story = {
  args: { token: 'used-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock password sign-in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not unlock password sign-in' }),
    ).toBeVisible();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('This link has already been used.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/sign-in/forgot-password',
    );
  },
};

export const MissingToken: Story = {
  args: { token: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'This link is incomplete' }),
    ).toBeVisible();
  },
};

/** German, with "du". */
export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Anmeldung mit Passwort entsperren' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Entsperre sie, wenn diese Versuche von dir waren/)).toBeVisible();
  },
};
