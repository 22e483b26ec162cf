import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteErrorScreen } from './route-error-screen.tsx';

const meta = {
  title: 'Screens/RouteErrorScreen',
  component: RouteErrorScreen,
  args: { reloadHref: '/imprint' },
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(
      within(notice).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      '/imprint',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(
      within(notice).getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' }),
    ).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Seite neu laden' })).toBeVisible();
  },
};
