import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField, type CodeFieldProps } from './code-field.tsx';

function Controlled(props: CodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CodeField
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Code', value: '', onChange: fn(), onComplete: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PastedWithSpace: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Enter the 6 digits of the code.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the 6 digits of the code.');
  },
};
