import type { Meta, StoryObj } from '@storybook/react-vite';
import { rules } from '@verba/api-client';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { Button } from '../button/button.tsx';
import { FormTextField } from '../form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../form/use-zod-form.ts';
import { FormDialog } from './form-dialog.tsx';

const schema = z.object({ name: rules.siblingNameRule('groupNameTaken', [{ id: 'a', name: 'Emails' }]) });

interface HarnessProps {
  onSave: (name: string) => Promise<unknown>;
  destructive?: boolean;
}

function Harness({ onSave, destructive }: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  const form = useZodForm(schema, { name: '' });
  const { onSubmit, isPending } = useFormSubmit(form, async ({ name }) => {
    await onSave(name);
    setOpen(false);
  });
  return (
    <>
      <Button onPress={() => setOpen(true)}>New group</Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="New group"
        submitLabel="Create"
        onSubmit={onSubmit}
        isPending={isPending}
        destructive={destructive}
      >
        <FormTextField control={form.control} name="name" label="Name" autoFocus />
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Components/FormDialog',
  component: Harness,
  args: { onSave: fn(async () => undefined) },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'New group' }));
  return screen.findByRole('dialog', { name: 'New group' });
};

/** Enter submits valid values and the dialog closes. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Screens{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('Screens'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The rules' messages show at the field; a sibling's name is refused before sending. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    await userEvent.type(name, 'emails');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('This project already has a group with this name.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While the change runs the dialog stays: Escape does nothing and Cancel is disabled. */
export const Pending: Story = {
  args: { onSave: fn(() => new Promise(() => undefined)), destructive: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Screens{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Create/ })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    // Still open once the key has been handled: not closing is the behaviour under test.
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** Cancel closes and gives focus back to the opener. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'New group' })).toHaveFocus(),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
