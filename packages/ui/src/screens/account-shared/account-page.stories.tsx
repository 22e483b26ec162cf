import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AuthPage, PageHeading } from './account-page.tsx';

const meta = {
  title: 'Screens/Accounts/AuthPage',
  component: AuthPage,
  args: { children: null },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusedHeading: Story = {
  render: () => (
    <AuthPage>
      <PageHeading autoFocus>Check your inbox</PageHeading>
    </AuthPage>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Check your inbox' });
    // Focus moves in an effect after the first paint.
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
