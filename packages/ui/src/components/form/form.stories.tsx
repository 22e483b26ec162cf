import type { Meta, StoryObj } from '@storybook/react-vite';
import { rules } from '@verba/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { Button } from '../button/button.tsx';
import { Form } from './form.tsx';
import { FormCheckbox, FormPasswordField, FormTextField } from './form-fields.tsx';
import { useFormSubmit, useZodForm } from './use-zod-form.ts';

const demoRules = z.object({
  email: rules.emailRule,
  password: rules.passwordRule,
  accepted: z.boolean().check(z.refine((value) => value, 'confirmRequired')),
});

function DemoForm({ onSend }: { onSend: (values: z.output<typeof demoRules>) => Promise<void> }) {
  const form = useZodForm(demoRules, { email: '', password: '', accepted: false });
  const { onSubmit, isPending } = useFormSubmit(form, onSend);
  return (
    <Form onSubmit={onSubmit} aria-label="Demo" className="w-80">
      <FormTextField control={form.control} name="email" type="email" label="E-mail" />
      <FormPasswordField
        control={form.control}
        name="password"
        label="Password"
        description="At least 12 characters."
      />
      <FormCheckbox control={form.control} name="accepted">
        I accept
      </FormCheckbox>
      <Button type="submit" isPending={isPending}>
        Send
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: DemoForm,
  args: { onSend: fn(async () => undefined) },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules' message keys become texts next to each field; the first invalid field takes focus. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 12 characters.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'I accept' })).toHaveAccessibleDescription(
      'Tick the box to confirm.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Valid values reach the handler once; Enter submits. */
export const Valid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept' }));
    await userEvent.type(canvas.getByLabelText('Password'), 'long enough password{Enter}');
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        email: 'ada@example.com',
        password: 'long enough password',
        accepted: true,
      }),
    );
  },
};
