import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedInHandlers } from '@verba/mocks';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { EmailChangeConfirmScreen } from './email-change-confirm-screen.tsx';

const meta = {
  title: 'Screens/EmailChangeConfirmScreen',
  component: EmailChangeConfirmScreen,
  args: { token: 'email-change-token' },
  beforeEach({ msw }) {
    msw.use(...signedInHandlers());
  },
} satisfies Meta<typeof EmailChangeConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your e-mail address was changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('ada.lovelace@example.org'));
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/email/confirm', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Confirming your new address…',
    );
  },
};

export const UsedLink: Story = {
  args: { token: 'used-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not change your e-mail address' }),
    ).toBeVisible();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('This link has already been used.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute(
      'href',
      '/settings/email',
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
