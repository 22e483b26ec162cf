import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo.tsx';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verba')).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: { isIconOnly: true },
  play: async ({ canvasElement }) => {
    // The word stays for screen readers only.
    await expect(within(canvasElement).getByText('Verba')).toHaveClass('sr-only');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
