import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/imprint', children: 'Imprint', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'plain', 'ghost', 'primary', 'outline'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Imprint' });
    await expect(link).toHaveAttribute('href', '/imprint');
    await expect(link).toHaveAttribute('data-variant', 'inline');
    // The RouterProvider of the story frame routes on the client; the frame stays here.
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('link', { name: 'Imprint' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Imprint' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = { args: { variant: 'primary', href: '/sign-up', children: 'Sign up' } };
export const Ghost: Story = { args: { variant: 'ghost', href: '/dashboard', children: 'Dashboard' } };
export const Outline: Story = { args: { variant: 'outline', href: '/settings', children: 'Settings' } };
export const Plain: Story = { args: { variant: 'plain' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
