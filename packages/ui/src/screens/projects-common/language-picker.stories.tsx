import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent ?? '');

/** Typing narrows the list: "German" offers the German languages, not all of them. */
export const FiltersAsYouType: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'German');
    await waitFor(() => expect(optionNames().length).toBeLessThan(10));
    await expect(optionNames()).toContain('German (Germany)de-DE');
    await expect(optionNames().every((name) => name.includes('German'))).toBe(true);
  },
};

/** In German the list finds a language by its German name, its English name and its code. */
export const FiltersByEnglishNameAndCode: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'Französisch');
    await waitFor(() => expect(optionNames()).toContain('Französisch (Frankreich)fr-FR'));
    await userEvent.clear(input);
    await userEvent.type(input, 'French');
    await waitFor(() => expect(optionNames()).toContain('Französisch (Frankreich)fr-FR'));
    await expect(optionNames().length).toBeLessThan(10);
    await userEvent.clear(input);
    await userEvent.type(input, 'pt-BR');
    await waitFor(() => expect(optionNames()).toEqual(['Portugiesisch (Brasilien)pt-BR']));
  },
};
