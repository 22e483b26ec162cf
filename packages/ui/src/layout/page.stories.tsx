import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../components/link/link.tsx';
import { Page } from './page.tsx';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    title: 'Password',
    back: { href: '/settings', label: 'All settings' },
    children: <p>The page's content.</p>,
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settings page: the way back above the h1. */
export const Form: Story = {
  args: { size: 'form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/settings');
  },
};

/** A page with its own link beside the title. */
export const WithActions: Story = {
  args: {
    size: 'wide',
    title: 'Website',
    back: { href: '/dashboard', label: 'Back to the dashboard' },
    actions: (
      <Link variant="outline" size="sm" href="/project/website/settings">
        Project settings
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Project settings' })).toBeVisible();
  },
};

/** No title yet while the data that names the page loads. */
export const Untitled: Story = {
  args: { title: undefined, back: undefined, size: 'narrow' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
