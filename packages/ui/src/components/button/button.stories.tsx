import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'outline', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

export const KeyboardPress: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Outline: Story = { args: { variant: 'outline' } };
/** For an action that destroys something; ConfirmDialog asks first. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete project' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete project' });
    await expect(button).toHaveAttribute('data-variant', 'danger');
    await expect(button).toHaveClass('btn-error');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A button whose press shows a "saved" view in its place once the call is done. */
function ReplacedWhenDone() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Saved</p>;
  return (
    <Button
      isPending={state === 'pending'}
      onPress={() => {
        setState('pending');
        setTimeout(() => setState('done'), 300);
      }}
    >
      Save
    </Button>
  );
}

/**
 * A pressed button that turned pending and then gave way to the next view. React Aria announces the
 * change by the button's id; the announcement must say the button's text, which outlives the button.
 */
export const PendingThenReplaced: Story = {
  render: () => <ReplacedWhenDone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    const announcer = () => document.querySelector('[data-live-announcer]');
    await waitFor(() => expect(announcer()?.textContent).toContain('Save'));
    await expect(announcer()?.querySelector('[aria-labelledby], [role="img"]')).toBeNull();
  },
};
