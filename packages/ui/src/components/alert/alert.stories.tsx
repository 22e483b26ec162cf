import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Check your inbox', children: 'We sent a link to ada@example.com.' },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check your inbox')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const Success: Story = { args: { variant: 'success', role: 'status' } };
export const Warning: Story = { args: { variant: 'warning', title: 'This cannot be undone' } };
export const ErrorAlert: Story = {
  name: 'Error',
  args: { variant: 'error', role: 'alert', title: 'This link has expired', children: 'Ask for a new one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This link has expired');
  },
};
export const Dark: Story = { args: { variant: 'success' }, globals: { theme: 'dark' } };
