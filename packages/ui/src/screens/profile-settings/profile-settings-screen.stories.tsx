import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingAnswer, signedInHandlers } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileSettingsScreen } from './profile-settings-screen.tsx';

const meta = {
  title: 'Screens/ProfileSettingsScreen',
  component: ProfileSettingsScreen,
  beforeEach({ msw }) {
    msw.use(...signedInHandlers());
  },
} satisfies Meta<typeof ProfileSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rename(canvasElement: HTMLElement, firstName: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: 'First name' });
  await userEvent.clear(field);
  if (firstName) await userEvent.type(field, firstName);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    await expect(canvas.getByRole('link', { name: /All settings/ })).toHaveAttribute('href', '/settings');
  },
};

/** Saved: a success toast, and the auth state already holds the new name. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await rename(canvasElement, 'Augusta Ada');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'Your name was saved.',
    );
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveValue(
      'Augusta Ada',
    );
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/profile', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await rename(canvasElement, 'Augusta');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await rename(canvasElement, '');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
  },
};

/** A server failure without an `error`: the fallback message of product-spec.md section 8. */
export const ServerErrorFallback: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/profile', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await rename(canvasElement, 'Augusta');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'An unknown server prevented changing the name',
    );
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveValue('Augusta');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Vorname' })).toHaveValue('Ada');
  },
};
