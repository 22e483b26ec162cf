import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './language-picker.tsx';

function Controlled(props: LanguagePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={(tag) => {
        setValue(tag);
        props.onChange(tag);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Projects/LanguagePicker',
  component: LanguagePicker,
  render: (args) => <Controlled {...args} />,
  args: { value: null, onChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndPick: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'Germ');
    await userEvent.click(await screen.findByRole('option', { name: /^German \(Germany\)/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('de-DE');
  },
};
