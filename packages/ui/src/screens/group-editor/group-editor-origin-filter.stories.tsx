import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleWorkspace } from '@verba/mocks';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen, type GroupEditorScreenProps } from './group-editor-screen.tsx';

// The editor's origin filter (aids contract): a reviewer goes through the values a machine or the
// memory wrote, in one language, as options of the Show filter; both are kept in the page's URL.

/** The screen with the page's query string, as the app's route gives it; each change is reported. */
function WithUrl({
  initial,
  onUrl,
  ...props
}: GroupEditorScreenProps & { initial: string; onUrl: (url: string) => void }) {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  return (
    <GroupEditorScreen
      {...props}
      searchParams={params}
      onSearchParamsChange={(next) => {
        onUrl(next.toString());
        setParams(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/GroupEditorScreen/OriginFilter',
  component: WithUrl,
  decorators: [withApollo],
  args: { projectId: 'project-website', groupId: 'group-landing', initial: '', onUrl: fn() },
  beforeEach({ msw }) {
    const workspace = sampleWorkspace();
    const origin = (id: string, value: 'MACHINE' | 'MEMORY') => {
      const stored = workspace.values[id];
      if (stored) stored.origin = value;
    };
    origin('key-title fr-FR', 'MACHINE');
    origin('key-greeting de-DE', 'MEMORY');
    workspace.values['key-cta fr-FR'] = {
      text: 'Commencer à traduire',
      forms: null,
      state: 'TRANSLATED',
      origin: 'MACHINE',
      outdated: false,
      version: 1,
      updatedAt: '2026-03-02T10:00:00.000Z',
    };
    serveEditorStore(msw, { workspace });
  },
} satisfies Meta<typeof WithUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Keys and translations of Landing page' });

/** "Machine translated" in French keeps the two keys a machine wrote there; the URL keeps the choice. */
export const MachineInFrench: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Machine translated');
    // The origin is about one language: the toolbar asks which.
    const language = canvas.getByRole('combobox', { name: 'In language' });
    await expect(language).toHaveValue('de-DE');
    await waitFor(() => expect(canvas.getByText('0 keys')).toBeVisible());
    await userEvent.selectOptions(language, 'fr-FR');
    await waitFor(() => expect(canvas.getByText('2 keys')).toBeVisible());
    const table = await grid(canvasElement);
    await expect(within(table).getByRole('button', { name: 'hero.title' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'hero.cta' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'greeting' })).toBeNull();
    await expect(args.onUrl).toHaveBeenLastCalledWith('show=machine&lang=fr-FR');

    // Back to every key: the URL forgets both.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'All keys');
    await waitFor(() => expect(canvas.getByText('5 keys')).toBeVisible());
    await expect(args.onUrl).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('combobox', { name: 'In language' })).toBeNull();
  },
};

/** Opened from a link (`?show=memory&lang=de-DE`): the memory's values in German. */
export const MemoryFromTheUrl: Story = {
  args: { initial: 'show=memory&lang=de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('1 key')).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('memory');
    await expect(canvas.getByRole('combobox', { name: 'In language' })).toHaveValue('de-DE');
    await expect(within(await grid(canvasElement)).getByRole('button', { name: 'greeting' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  args: { initial: 'show=machine&lang=fr-FR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('2 Schlüssel')).toBeVisible());
    const show = canvas.getByRole('combobox', { name: 'Anzeigen' });
    await expect(within(show).getByRole('option', { name: 'Maschinell übersetzt' })).toBeInTheDocument();
    await expect(within(show).getByRole('option', { name: 'Aus dem Speicher' })).toBeInTheDocument();
  },
};
