import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, graphqlPending, type MockWebhook, sharedProject } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { body, expectClosedSection, shownToast } from '../../testing/story-queries.ts';
import { ProjectSettingsScreen } from './project-settings-screen.tsx';

const buildHook: MockWebhook = {
  id: 'webhook-build',
  url: 'https://ci.example.com/hooks/verba',
  events: ['translation.updated', 'release.published'],
  active: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveries: [
    {
      id: 'delivery-build-release',
      event: 'release.published',
      attempt: 3,
      status: 500,
      error: 'The receiver answered 500 Internal Server Error.',
      at: '2026-03-02T08:31:00.000Z',
      durationMs: 120,
    },
    {
      id: 'delivery-build-ping',
      event: 'ping',
      attempt: 1,
      status: 200,
      error: null,
      at: '2026-03-02T08:30:00.000Z',
      durationMs: 35,
    },
  ],
};

const withWebhooks = (role: Parameters<typeof sharedProject>[0], webhooks: MockWebhook[] = [buildHook]) =>
  signedInWith({ projects: [{ ...sharedProject(role), webhooks }] });

const meta = {
  title: 'Screens/ProjectSettingsScreen/Webhooks',
  component: ProjectSettingsScreen,
  decorators: [withApollo],
  args: { projectId: 'project-handbook', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...withWebhooks('MANAGER'));
  },
} satisfies Meta<typeof ProjectSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Webhooks of Handbook' }, { timeout: 5000 }));
const deliveries = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', {
    name: 'Recent deliveries to https://ci.example.com/hooks/verba',
  });

/** A webhook shows its events, whether it is on, and its deliveries: event, status, duration, when, error. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const webhooks = await list(canvasElement);
    await expect(webhooks.getByRole('heading', { name: 'https://ci.example.com/hooks/verba' })).toBeVisible();
    await expect(webhooks.getByText('Active')).toBeVisible();
    await expect(webhooks.getByText('release.published', { selector: '.badge' })).toBeVisible();
    const table = within(await deliveries(canvasElement));
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('release.published');
    await expect(rows[1]).toHaveTextContent('500');
    await expect(rows[1]).toHaveTextContent('attempt 3');
    await expect(rows[1]).toHaveTextContent('120 ms');
    await expect(rows[1]).toHaveTextContent('The receiver answered 500 Internal Server Error.');
    await expect(rows[2]).toHaveTextContent('ping');
    await expect(rows[2]).toHaveTextContent('200');
    await expect(table.getAllByRole('button', { name: /^Redeliver / })).toHaveLength(2);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...withWebhooks('OWNER', []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No webhooks yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add webhook' })).toBeVisible();
  },
};

/** Adding shows the signing secret once, with Copy; Done forgets it and the list has the webhook. */
export const Create: Story = {
  beforeEach({ msw }) {
    msw.use(...withWebhooks('OWNER', []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Payload URL' }),
      'https://chat.example.com/in',
    );
    for (const event of ['Key created', 'Key deleted', 'Import applied']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: event }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    const secret = await canvas.findByRole('status', { name: 'The webhook’s signing secret' });
    await expect(secret.textContent).toMatch(/^whsec_[0-9a-f]{64}$/);
    await expect(canvas.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    const webhooks = await list(canvasElement);
    await expect(webhooks.getByRole('heading', { name: 'https://chat.example.com/in' })).toBeVisible();
    await expect(webhooks.getByText('translation.updated')).toBeVisible();
    await expect(webhooks.queryByText('key.created')).toBeNull();
    await expect(webhooks.getByText('No deliveries yet. Ping it to try.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('status', { name: 'The webhook’s signing secret' })).toBeNull();
  },
};

/** The server refuses a private or loopback address: the reason shows at the URL, and no secret. */
export const CreateRefusedUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Payload URL' }),
      'http://127.0.0.1:8080/hook',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    const field = canvas.getByRole('textbox', { name: 'Payload URL' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/private, loopback or link-local/);
    await expect(canvas.queryByRole('status', { name: 'The webhook’s signing secret' })).toBeNull();
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Payload URL' }), 'ftp://example.com');
    for (const event of [
      'Translation updated',
      'Key created',
      'Key deleted',
      'Import applied',
      'Release published',
    ]) {
      await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(`^${event}`) }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(await canvas.findByText('Enter an http or https URL.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Payload URL' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Payload URL' }), 'https://example.com/hook');
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(await canvas.findByText('Choose at least one event.')).toBeVisible();
  },
};

/** Ping sends the event "ping" now; its delivery comes first in the list with its status. */
export const Ping: Story = {
  play: async ({ canvasElement }) => {
    const webhooks = await list(canvasElement);
    await userEvent.click(webhooks.getByRole('button', { name: 'Ping https://ci.example.com/hooks/verba' }));
    await shownToast(canvasElement, 'Ping sent');
    const table = within(await deliveries(canvasElement));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent(/ping.*200.*42 ms/);
  },
};

export const PingPending: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('PingWebhook'));
  },
  play: async ({ canvasElement }) => {
    const webhooks = await list(canvasElement);
    const ping = webhooks.getByRole('button', { name: 'Ping https://ci.example.com/hooks/verba' });
    await userEvent.click(ping);
    await waitFor(() => expect(ping).toHaveAttribute('data-pending', 'true'));
  },
};

/** Redeliver sends a failed delivery again, now; the row shows the new attempt. */
export const Redeliver: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await deliveries(canvasElement));
    await userEvent.click(
      table.getAllByRole('button', { name: /^Redeliver release\.published/ })[0] as HTMLElement,
    );
    await shownToast(canvasElement, 'Delivery sent again');
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent(/200.*attempt 4/));
    await expect(table.getAllByRole('row')).toHaveLength(3);
  },
};

/** Turn off keeps the webhook and its deliveries; Turn on brings it back. */
export const TurnOff: Story = {
  play: async ({ canvasElement }) => {
    const webhooks = await list(canvasElement);
    await userEvent.click(
      webhooks.getByRole('button', { name: 'Turn off https://ci.example.com/hooks/verba' }),
    );
    await expect(await webhooks.findByText('Off')).toBeVisible();
    await shownToast(canvasElement, 'Webhook turned off');
    await expect(
      webhooks.getByRole('button', { name: 'Turn on https://ci.example.com/hooks/verba' }),
    ).toBeVisible();
  },
};

/** Edit opens the same fields with the webhook's URL and events. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const webhooks = await list(canvasElement);
    await userEvent.click(webhooks.getByRole('button', { name: 'Edit https://ci.example.com/hooks/verba' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit webhook' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Key created' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Key created' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await webhooks.findByText('key.created')).toBeVisible();
  },
};

/** Deleting asks first; the webhook leaves the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const webhooks = await list(canvasElement);
    await userEvent.click(
      webhooks.getByRole('button', { name: 'Delete https://ci.example.com/hooks/verba' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete this webhook?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    await expect(
      await within(canvasElement).findByText('No webhooks yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Below MANAGER the section says why, and offers no button. */
export const AsTranslator: Story = {
  beforeEach({ msw }) {
    msw.use(...withWebhooks('TRANSLATOR'));
  },
  play: ({ canvasElement }) =>
    expectClosedSection(canvasElement, 'Webhooks', 'Only the project’s managers and owner manage webhooks.'),
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'https://ci.example.com/hooks/verba anpingen' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Webhook hinzufügen' })).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Letzte Zustellungen an https://ci.example.com/hooks/verba' }),
    ).toBeVisible();
  },
};

export const GermanRefusedUrl: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('CreateWebhook', 'WEBHOOK_URL_REFUSED', 'Refused.', 200, { field: 'url' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Payload-URL' }), 'http://10.0.0.1/hook');
    await userEvent.click(canvas.getByRole('button', { name: 'Webhook hinzufügen' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'An diese Adresse sendet Verba keine Webhooks',
    );
  },
};
