import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatabaseUnavailable } from './database-unavailable.tsx';

/** What a guarded page shows when the server cannot tell who is signed in because its database is down. */
const meta = {
  title: 'Layout/DatabaseUnavailable',
  component: DatabaseUnavailable,
  args: { onRetry: fn() },
} satisfies Meta<typeof DatabaseUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verba can’t reach its database right now');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your data is safe.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verba erreicht seine Datenbank gerade nicht');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
