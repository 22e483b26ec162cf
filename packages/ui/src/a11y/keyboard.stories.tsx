import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button/button.tsx';
import { PasswordField } from '../components/password-field/password-field.tsx';
import { TextField } from '../components/text-field/text-field.tsx';
import { notify } from '../components/toaster/notify.ts';
import { expectVisibleFocus } from './expect-visible-focus.ts';

// Keyboard-only checks for the interactive components whose own stories use the pointer: Tab
// reaches each control, its focus ring shows (in both themes, as every story runs twice), and
// Enter or Space works it. No pointer events anywhere in this file.
const meta = {
  title: 'Accessibility/Keyboard',
  tags: ['!autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onEmailChange = fn().mockName('onChange');

export const TextFieldByKeyboard: Story = {
  render: () => <TextField label="E-mail" type="email" onChange={onEmailChange} />,
  play: async ({ canvasElement }) => {
    onEmailChange.mockClear();
    await userEvent.tab();
    await expectVisibleFocus(within(canvasElement).getByRole('textbox', { name: 'E-mail' }));
    await userEvent.keyboard('ada@example.com');
    await expect(onEmailChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

export const PasswordFieldByKeyboard: Story = {
  render: () => <PasswordField label="Password" description="At least 12 characters." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expectVisibleFocus(input);
    await userEvent.keyboard('correct horse');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expectVisibleFocus(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('correct horse');
  },
};

export const ToastClosedByKeyboard: Story = {
  render: () => (
    <Button variant="outline" onPress={() => notify.info('Project created')}>
      Notify
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expectVisibleFocus(page.getByRole('button', { name: 'Notify' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByText('Project created')).toBeVisible());
    // The toast region follows the story in the document: Tab reaches the toast, then its close button.
    const close = page.getByRole('button', { name: 'Close notification' });
    for (let presses = 0; presses < 3 && document.activeElement !== close; presses++) await userEvent.tab();
    await expectVisibleFocus(close);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByText('Project created')).toBeNull());
  },
};
