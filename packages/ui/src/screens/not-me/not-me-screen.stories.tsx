import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError } from '@verba/mocks';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotMeScreen } from './not-me-screen.tsx';

const meta = {
  title: 'Screens/NotMeScreen',
  component: NotMeScreen,
  args: { token: 'not-me-token' },
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/not-me', () => HttpResponse.json({ success: true })));
  },
} satisfies Meta<typeof NotMeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing happens on load: the page explains and waits for the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lock your account' })).toBeVisible();
    await expect(canvas.getByText(/removes the passkeys added in the last 24 hours/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lock my account' })).toBeEnabled();
  },
};

export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock my account' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your account is locked' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/not-me', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock my account' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Lock my account/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** A link already used (the account is locked already): the message says so and the page stays. */
export const AlreadyUsed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/not-me', () => apiError(409, 'This link has already been used.', 'TOKEN_USED')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock my account' }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body)
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('already been used')),
      ).toBe(true),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lock your account' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'This link is incomplete' }),
    ).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sperre dein Konto' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Konto sperren' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dein Konto ist gesperrt' }),
    ).toBeVisible();
  },
};
