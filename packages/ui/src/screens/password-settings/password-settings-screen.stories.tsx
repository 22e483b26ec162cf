import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaPassword, pendingAnswer, signedInHandlers } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasswordSettingsScreen } from './password-settings-screen.tsx';

const meta = {
  title: 'Screens/PasswordSettingsScreen',
  component: PasswordSettingsScreen,
  beforeEach({ msw }) {
    msw.use(...signedInHandlers());
  },
} satisfies Meta<typeof PasswordSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function change(canvasElement: HTMLElement, oldPassword: string, newPassword: string) {
  const canvas = within(canvasElement);
  if (oldPassword) await userEvent.type(canvas.getByLabelText('Current password'), oldPassword);
  await userEvent.type(canvas.getByLabelText('New password'), newPassword);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password settings' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/At least 12 characters/);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, adaPassword, 'a brand new passphrase');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Your password was changed.',
    );
    await waitFor(() => expect(within(canvasElement).getByLabelText('Current password')).toHaveValue(''));
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/password', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await change(canvasElement, adaPassword, 'a brand new passphrase');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Change password/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, '', 'short');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 12 characters.',
    );
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'not-my-password', 'a brand new passphrase');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );
    await expect(within(canvasElement).getByLabelText('New password')).toHaveValue('a brand new passphrase');
  },
};

export const ServerErrorFallback: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/password', () => new HttpResponse(null, { status: 502 })));
  },
  play: async ({ canvasElement }) => {
    await change(canvasElement, adaPassword, 'a brand new passphrase');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'An unknown server prevented changing the password',
    );
  },
};
