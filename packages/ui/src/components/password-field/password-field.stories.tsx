import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', description: 'At least 12 characters.', onChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription('At least 12 characters.');
    await userEvent.type(input, 'correct horse');
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse');
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PasteAllowed: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.paste('pasted-from-a-manager');
    await expect(input).toHaveValue('pasted-from-a-manager');
    await expect(args.onChange).toHaveBeenLastCalledWith('pasted-from-a-manager');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Use at least 12 characters.', defaultValue: 'short' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at least 12 characters.');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  args: { label: 'Passwort' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
  },
};
