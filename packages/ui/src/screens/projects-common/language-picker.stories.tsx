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

/**
 * After a choice, a click on the field opens the list again (the field keeps its focus, so the
 * focus that opened it first comes no more); the list shows every language, and typing filters it.
 */
export const ReopensOnClickAfterChoice: Story = {
  // As wide as the forms it sits in: a list wider than the window would scroll the page sideways to
  // show the chosen language, and any page scroll closes an open list.
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.click(input);
    await userEvent.type(input, 'Germ');
    await userEvent.click(await screen.findByRole('option', { name: /^German \(Germany\)/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('de-DE');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('German (Germany)');

    await userEvent.click(input);
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // Every language, the chosen one marked, not only those matching the field's text.
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(20));
    await expect(screen.getByRole('option', { name: /^German \(Germany\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.clear(input);
    await userEvent.type(input, 'French');
    await waitFor(() => expect(optionNames().length).toBeLessThan(10));
    await expect(optionNames().every((name) => name.includes('French'))).toBe(true);
    await userEvent.click(screen.getByRole('option', { name: /^French \(France\)/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('fr-FR');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // And once more: the second choice reopens the same way.
    await userEvent.click(input);
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
  },
};
