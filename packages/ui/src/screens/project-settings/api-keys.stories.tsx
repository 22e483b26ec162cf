import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, type MockApiKey, sharedProject } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { body, shownToast } from '../../testing/story-queries.ts';
import { ProjectSettingsScreen } from './project-settings-screen.tsx';

const ciKey: MockApiKey = {
  id: 'api-key-ci',
  name: 'GitHub Actions',
  prefix: 'vrb_3kF9xQ2m',
  scopes: ['READ', 'IMPORT'],
  createdBy: 'Grace Hopper',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-06-01T10:00:00.000Z',
  lastUsedAt: '2026-03-02T08:30:00.000Z',
};

const withKeys = (role: Parameters<typeof sharedProject>[0], apiKeys: MockApiKey[] = [ciKey]) =>
  signedInWith({ projects: [{ ...sharedProject(role), apiKeys }] });

const meta = {
  title: 'Screens/ProjectSettingsScreen/ApiKeys',
  component: ProjectSettingsScreen,
  decorators: [withApollo],
  args: { projectId: 'project-handbook', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...withKeys('DEVELOPER'));
  },
} satisfies Meta<typeof ProjectSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A developer sees the keys: name, prefix, scopes, creator, last use and expiry, each with Revoke. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'API keys of Handbook' });
    await expect(list).toHaveTextContent('GitHub Actions');
    await expect(list).toHaveTextContent('vrb_3kF9xQ2m…');
    await expect(list).toHaveTextContent('READ');
    await expect(list).toHaveTextContent('IMPORT');
    await expect(list).toHaveTextContent('Created by Grace Hopper');
    await expect(canvas.getByRole('button', { name: 'Revoke GitHub Actions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'REST API reference' })).toHaveAttribute(
      'href',
      '/api/docs/',
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...withKeys('OWNER', []));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API keys yet.')).toBeVisible();
  },
};

/** Creating shows the secret once, with Copy; Done forgets it and the list has the new key. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Key name' }), 'Nightly build');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Write: keys and values' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Never' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const secret = await canvas.findByRole('status', { name: 'The new API key' });
    await expect(secret.textContent).toMatch(/^vrb_[0-9A-Za-z]{40}$/);
    await expect(canvas.getByRole('button', { name: 'Copy key' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'API keys of Handbook' });
    await waitFor(() => expect(list).toHaveTextContent('Nightly build'));
    await expect(list).not.toHaveTextContent(secret.textContent as string);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('status', { name: 'The new API key' })).toBeNull();
  },
};

/** The new key's panel copies verba.config.json: the server and this project, never the secret. */
export const CopyCliConfig: Story = {
  play: async ({ canvasElement }) => {
    const copied: string[] = [];
    const window = canvasElement.ownerDocument.defaultView as Window;
    const clipboard = window.navigator.clipboard;
    const original = clipboard.writeText;
    clipboard.writeText = async (text: string) => void copied.push(text);
    try {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Key name' }), 'CLI');
      await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
      const secret = await canvas.findByRole('status', { name: 'The new API key' });
      await userEvent.click(canvas.getByRole('button', { name: 'Copy verba.config.json' }));
      await shownToast(
        canvasElement,
        'verba.config.json copied: save it in your repository; the key goes in VERBA_API_KEY',
      );
      await expect(copied).toHaveLength(1);
      await expect(JSON.parse(copied[0] as string)).toEqual({
        url: window.location.origin,
        projectId: 'project-handbook',
        files: 'locales/{language}/{group}.json',
      });
      await expect(copied[0]).not.toContain(secret.textContent as string);
    } finally {
      clipboard.writeText = original;
    }
  },
};

export const CreateWithoutScope: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Key name' }), 'Nothing');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Read: keys, values and exports' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(await canvas.findByText('Choose at least one scope.')).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'The new API key' })).toBeNull();
  },
};

export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('CreateApiKey', 'BAD_USER_INPUT'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Key name' }), 'CI');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      /The server refused this input/,
    );
    await expect(canvas.queryByRole('status', { name: 'The new API key' })).toBeNull();
  },
};

/** Revoking asks first; the key leaves the list. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke GitHub Actions' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Revoke “GitHub Actions”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await expect(await canvas.findByText('No API keys yet.')).toBeVisible();
  },
};

/** Below DEVELOPER there is no API keys section (the server refuses the list). */
export const AsTranslator: Story = {
  beforeEach({ msw }) {
    msw.use(...withKeys('TRANSLATOR'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your role does not allow changing this project’s name or languages.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'API keys' })).toBeNull();
  },
};

export const AsManager: Story = {
  beforeEach({ msw }) {
    msw.use(...withKeys('MANAGER'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'API keys' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'API-Schlüssel' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'GitHub Actions widerrufen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schlüssel erstellen' })).toBeVisible();
  },
};

export const GermanCreated: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name des Schlüssels' }), 'CLI');
    await userEvent.click(canvas.getByRole('button', { name: 'Schlüssel erstellen' }));
    await expect(await canvas.findByRole('button', { name: 'verba.config.json kopieren' })).toBeVisible();
  },
};
