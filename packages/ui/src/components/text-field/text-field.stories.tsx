import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const WithDescription: Story = {
  args: { label: 'E-mail', type: 'email', description: 'We send a confirmation link to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('We send a confirmation link to this address.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-mail',
    isInvalid: true,
    errorMessage: 'Enter a valid e-mail address.',
    defaultValue: 'ada@',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};
