import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryView } from './query-view.tsx';

const outage = new CombinedGraphQLErrors({
  errors: [{ message: 'The database is not reachable.', extensions: { code: 'DATABASE_UNAVAILABLE' } }],
});

const busy = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Another change to this project is still being saved, such as an import.',
      extensions: { code: 'PROJECT_BUSY', retryAfter: 5 },
    },
  ],
});

const meta = {
  title: 'Layout/QueryView',
  component: QueryView<{ name: string }>,
  args: {
    query: { data: undefined, error: undefined, refetch: fn() },
    children: (data: { name: string }) => <p>Project {data.name}</p>,
  },
} satisfies Meta<typeof QueryView<{ name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Loaded: Story = {
  args: { query: { data: { name: 'Website' }, refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Project Website')).toBeVisible();
  },
};

/** Any other failure: a plain message and Retry, which asks again. */
export const Failed: Story = {
  args: { query: { error: new TypeError('Failed to fetch'), refetch: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

/** The server is up but its database is not: a calm notice instead of an error. */
export const DatabaseUnavailable: Story = {
  args: { query: { error: outage, refetch: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verba can’t reach its database right now');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

export const DatabaseUnavailableGerman: Story = {
  args: { query: { error: outage, refetch: fn() } },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verba erreicht seine Datenbank gerade nicht');
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** The project is being written by an import (embedded database): a notice to wait, and Retry. */
export const ProjectBusy: Story = {
  args: { query: { error: busy, refetch: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Another change to this project is still being saved, such as an import. Please try again in a moment.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

export const ProjectBusyGerman: Story = {
  args: { query: { error: busy, refetch: fn() } },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Eine andere Änderung an diesem Projekt wird gerade gespeichert, zum Beispiel ein Import.',
    );
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};
