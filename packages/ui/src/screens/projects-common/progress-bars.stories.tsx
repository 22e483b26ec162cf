import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBars } from './progress-bars.tsx';

const entry = (language: string, total: number, translated: number, reviewed = 0, outdated = 0) => ({
  __typename: 'LanguageProgress' as const,
  language,
  total,
  translated,
  reviewed,
  outdated,
});

const meta = {
  title: 'Screens/Projects/ProgressBars',
  component: ProgressBars,
  args: {
    label: 'Progress of Landing page',
    baseLanguage: 'en-US',
    progress: [entry('en-US', 40, 40, 40), entry('de-DE', 40, 30, 12, 2), entry('fr-FR', 40, 8)],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProgressBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No keys yet: every language at 0 %. */
export const Empty: Story = {
  args: { progress: [entry('en-US', 0, 0), entry('de-DE', 0, 0)] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Progress of Landing page' });
    const bar = within(list).getByRole('progressbar', { name: 'German (Germany)' });
    await expect(bar).toHaveAttribute('value', '0');
    await expect(bar).toHaveAccessibleDescription('0% · 0 of 0 translated');
    await expect(within(list).getByRole('progressbar', { name: 'American English (base)' })).toBeVisible();
  },
};

/** Some values: the percent, the counts and the outdated ones in words beside each bar. */
export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'German (Germany)' })).toHaveAccessibleDescription(
      '75% · 30 of 40 translated · 2 outdated',
    );
    await expect(canvas.getByRole('progressbar', { name: 'French (France)' })).toHaveAccessibleDescription(
      '20% · 8 of 40 translated',
    );
  },
};

/** Everything translated: said in words as well as in green. 399 of 400 is not rounded up. */
export const Complete: Story = {
  args: { progress: [entry('en-US', 400, 400), entry('de-DE', 400, 400, 400), entry('fr-FR', 400, 399)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'German (Germany)' })).toHaveAccessibleDescription(
      /^(✓ )?100% · 400 of 400 translated · Complete$/,
    );
    await expect(canvas.getByRole('progressbar', { name: 'French (France)' })).toHaveAccessibleDescription(
      '99% · 399 of 400 translated',
    );
  },
};

export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  args: { label: 'Fortschritt von Landing page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Englisch (Vereinigte Staaten) (Ausgangssprache)' }),
    ).toHaveAccessibleDescription(/100\s%.*40 von 40 übersetzt · Fertig/);
    await expect(
      canvas.getByRole('progressbar', { name: 'Deutsch (Deutschland)' }),
    ).toHaveAccessibleDescription(/75\s%.*30 von 40 übersetzt · 2 veraltet/);
  },
};
