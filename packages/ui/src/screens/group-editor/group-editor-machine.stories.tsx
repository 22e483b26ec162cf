import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MockStore, pendingAnswer, sampleWorkspace } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { openCellTab } from './editor-story-actions.ts';
import { STORY_PROJECT, serveEditorStore } from './editor-story-store.ts';
import { GroupEditorScreen } from './group-editor-screen.tsx';
import { SIDE_PANEL_STORAGE_KEY } from './use-side-panel-open.ts';

// The Machine tab of the side panel (aids contract): one suggestion per configured provider for
// the focused cell; damaged answers are marked and taken only by their button, origin MACHINE.
let store: MockStore;

const meta = {
  title: 'Screens/GroupEditorScreen/Machine',
  component: GroupEditorScreen,
  decorators: [withApollo],
  args: { projectId: STORY_PROJECT, groupId: 'group-landing' },
  beforeEach({ msw }) {
    localStorage.setItem(SIDE_PANEL_STORAGE_KEY, 'open');
    const workspace = sampleWorkspace();
    workspace.machineProviders = ['deepl', 'libretranslate'];
    workspace.machine = {
      'key-footer de-DE': [
        { provider: 'deepl', text: '© {{year}} Verba. Alle Rechte vorbehalten.', issues: [], error: null },
        {
          provider: 'libretranslate',
          text: '© Verba. Alle Rechte vorbehalten.',
          issues: [{ code: 'PLACEHOLDER_MISSING', message: 'The machine lost: {{year}}.' }],
          error: null,
        },
      ],
    };
    store = serveEditorStore(msw, { workspace });
  },
} satisfies Meta<typeof GroupEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const machineTab = (canvasElement: HTMLElement, key: string, index: number) =>
  openCellTab(canvasElement, key, index, 'Machine');

/** DeepL's whole answer is taken with Ctrl+Alt+1 and saved as MACHINE. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const panel = await machineTab(canvasElement, 'footer.copyright', 2);
    const list = await panel.findByRole('list', { name: 'Machine translation suggestions' });
    const [deepl] = within(list).getAllByRole('listitem');
    await expect(deepl).toHaveTextContent('DeepL');
    await expect(
      within(deepl as HTMLElement).getByRole('button', { name: 'Use (Ctrl+Alt+1)' }),
    ).toBeVisible();
    await userEvent.keyboard('{Control>}{Alt>}1{/Alt}{/Control}');
    const field = await within(canvasElement).findByRole('textbox', {
      name: 'footer.copyright in German (Germany)',
    });
    await expect(field).toHaveValue('© {{year}} Verba. Alle Rechte vorbehalten.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(store.workspace.values['key-footer de-DE']).toMatchObject({
        text: '© {{year}} Verba. Alle Rechte vorbehalten.',
        origin: 'MACHINE',
      }),
    );
  },
};

/** A lost placeholder is marked with its issue; its shortcut takes nothing, only its button does. */
export const Damaged: Story = {
  play: async ({ canvasElement }) => {
    const panel = await machineTab(canvasElement, 'footer.copyright', 2);
    const list = await panel.findByRole('list', { name: 'Machine translation suggestions' });
    const damaged = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await expect(damaged).toHaveTextContent('Placeholders damaged');
    await expect(within(damaged).getByRole('list', { name: 'What went wrong' })).toHaveTextContent(
      'The machine lost: {{year}}.',
    );
    await userEvent.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    await expect(
      within(canvasElement).queryByRole('textbox', { name: 'footer.copyright in German (Germany)' }),
    ).toBeNull();
    await userEvent.click(within(damaged).getByRole('button', { name: 'Use anyway' }));
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'footer.copyright in German (Germany)' }),
    ).toHaveValue('© Verba. Alle Rechte vorbehalten.');
  },
};

/** A provider that failed says why; the others still answer. */
export const ProviderFailed: Story = {
  beforeEach() {
    store.workspace.machine = {
      'key-footer de-DE': [
        { provider: 'deepl', text: '© {{year}} Verba', issues: [], error: null },
        {
          provider: 'libretranslate',
          text: null,
          issues: [],
          error: 'LibreTranslate did not answer in time.',
        },
      ],
    };
  },
  play: async ({ canvasElement }) => {
    const panel = await machineTab(canvasElement, 'footer.copyright', 2);
    const list = await panel.findByRole('list', { name: 'Machine translation suggestions' });
    const failed = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await expect(failed).toHaveTextContent('LibreTranslate did not answer in time.');
    await expect(within(failed).queryByRole('button')).toBeNull();
  },
};

/** No provider configured: said once, with the README's section, instead of a broken panel. */
export const NoneConfigured: Story = {
  beforeEach() {
    store.workspace.machineProviders = [];
  },
  play: async ({ canvasElement }) => {
    const panel = await machineTab(canvasElement, 'footer.copyright', 2);
    await expect(
      await panel.findByText(/No machine translation provider is configured on this server\./),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'How to set one up' })).toHaveAttribute(
      'href',
      'https://github.com/verba-app/verba#machine-translation',
    );
  },
};

/** While the providers are asked. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName === 'KeyMachine') return pendingAnswer();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await machineTab(canvasElement, 'footer.copyright', 2);
    await expect(await panel.findByText('Asking the machine translators…')).toBeVisible();
  },
};
