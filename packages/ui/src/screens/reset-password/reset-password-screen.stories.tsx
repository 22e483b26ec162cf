import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonPassword } from '@verba/mocks';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { token: 'reset-token' },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string) {
  await userEvent.type(within(canvasElement).getByLabelText('New password'), password);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/At least 12 characters/);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'a brand new passphrase');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your password was changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/password/reset', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'a brand new passphrase');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Save new password/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'short');
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('New password')).toHaveAccessibleDescription(
        'Use at least 12 characters.',
      ),
    );
  },
};

export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, commonPassword);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /most common passwords/,
    );
  },
};

export const ExpiredLink: Story = {
  args: { token: 'expired-token' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'a brand new passphrase');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /This link has expired/,
    );
    await expect(within(canvasElement).getByLabelText('New password')).toHaveValue('a brand new passphrase');
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/sign-in/forgot-password',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Neues Passwort wählen' }),
    ).toBeVisible();
  },
};
