import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingAnswer, signedInHandlers } from '@verba/mocks';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { incompleteLinkPlay, pageHeading, usedLinkPlay } from '../../testing/token-page-plays.ts';
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
    const heading = await pageHeading(canvasElement, 'Your e-mail address was changed');
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('ada.lovelace@example.org'),
    );
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/email/confirm', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Confirming your new address…',
    );
  },
};

export const UsedLink: Story = {
  args: { token: 'used-token' },
  play: usedLinkPlay({
    heading: 'We could not change your e-mail address',
    link: { name: 'E-mail settings', href: '/settings/email' },
  }),
};

export const MissingToken: Story = {
  args: { token: '' },
  play: incompleteLinkPlay,
};
