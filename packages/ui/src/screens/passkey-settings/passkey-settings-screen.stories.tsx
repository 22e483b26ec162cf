import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaLovelace, adaPassword, apiError, mockApi, pendingAnswer, samplePasskeys } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body } from '../../testing/story-queries.ts';
import { stubWebAuthn } from '../../testing/webauthn-stub.ts';
import { PasskeySettingsScreen } from './passkey-settings-screen.tsx';

const withPasskeys = () => mockApi({ signedIn: true, user: { ...adaLovelace, passkeys: samplePasskeys() } });

const meta = {
  title: 'Screens/PasskeySettingsScreen',
  component: PasskeySettingsScreen,
  beforeEach({ msw }) {
    msw.use(...withPasskeys());
    return stubWebAuthn('succeeds');
  },
} satisfies Meta<typeof PasskeySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a toast with the text; an earlier story's toast may still be fading out. */
const expectToast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(
      body(canvasElement)
        .getAllByRole('alert')
        .some((alert: HTMLElement) => alert.textContent?.includes(text)),
    ).toBe(true),
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Passkey settings' })).toBeVisible();
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Work laptop');
    await expect(items[0]).toHaveTextContent(/Created .*2026/);
    await expect(items[0]).toHaveTextContent(/Last used .*2026/);
    await expect(items[1]).toHaveTextContent('Never used');
    await expect(canvas.getByRole('button', { name: 'Rename Work laptop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove all passkeys' })).toBeVisible();
  },
};

/** "This wasn't me" set two passkeys to go: the date, and how to keep them. */
export const RemovalPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...mockApi({
        signedIn: true,
        user: {
          ...adaLovelace,
          passkeys: samplePasskeys(),
          pendingRemoval: { dueAt: '2026-03-04T12:00:00.000Z', twoFactor: false, passkeys: 2 },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign-in methods will be removed')).toBeVisible();
    await expect(canvas.getByText(/we remove 2 passkeys, set up shortly before it/)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have no passkeys yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove all passkeys' })).toBeNull();
  },
};

/** Adds a named passkey: the browser prompt (stubbed) answers, the list grows, a toast confirms. */
export const AddSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name (optional)' }), 'Phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Add passkey' }));
    await expectToast(canvasElement, 'Your passkey was added.');
    const list = await canvas.findByRole('list');
    await expect(within(list).getByRole('listitem')).toHaveTextContent('Phone');
    await expect(canvas.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('');
  },
};

export const AddPending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/passkey', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name (optional)' }), '{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Add passkey/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** The person closes the browser's prompt (NotAllowedError). */
export const AddCancelled: Story = {
  beforeEach() {
    return stubWebAuthn('cancelled');
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add passkey' }));
    await expectToast(canvasElement, 'Registration was not completed');
  },
};

export const AddStartFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/passkey', () => apiError(500, 'Database down', 'INTERNAL_ERROR')));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add passkey' }));
    await expectToast(canvasElement, 'Failed to start setup');
  },
};

/** Options whose user id is empty break product-spec.md section 5's rule: the prompt never opens. */
export const AddInvalidUserId: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/setup/passkey', () =>
        HttpResponse.json({ publicKey: { challenge: 'AAAA', rp: { name: 'Verba' }, user: { id: '' } } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add passkey' }));
    await expectToast(canvasElement, 'Failed to start setup');
  },
};

export const AddConfirmFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/setup/passkey/confirm', () =>
        apiError(400, 'The new passkey could not be verified.', 'PASSKEY_REJECTED'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add passkey' }));
    await expectToast(canvasElement, 'Failed to confirm the created passkey');
  },
};

export const Unsupported: Story = {
  beforeEach() {
    return stubWebAuthn('unsupported');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('WebAuthn is not supported in this browser')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add passkey' })).toBeNull();
    // The passkeys already there can still be managed.
    await expect(canvas.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
  },
};

export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(field).toHaveValue('Work laptop');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required.'));
    await userEvent.type(field, 'Home desktop{Enter}');
    await expectToast(canvasElement, 'The passkey was renamed.');
    await expect(await canvas.findByRole('button', { name: 'Rename Home desktop' })).toBeVisible();
  },
};

export const RenameFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/setup/passkey/rename', () =>
        apiError(404, 'This passkey does not exist (any more).', 'PASSKEY_NOT_FOUND'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename passkey' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2{Enter}');
    await expectToast(canvasElement, 'This passkey does not exist (any more).');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Remove one: asks first (focus on Cancel), then the list shrinks and focus moves to its heading. */
export const RemoveOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Remove the passkey “Work laptop”?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await expectToast(canvasElement, 'The passkey was removed.');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your passkeys' })).toHaveFocus());
  },
};

export const RemoveAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove all passkeys' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Remove all your passkeys?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    await expectToast(canvasElement, 'All your passkeys were removed.');
    await expect(await canvas.findByText(/You have no passkeys yet/)).toBeVisible();
  },
};

/** A failure without an `error`: the fallback message of product-spec.md section 8. */
export const RemoveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/passkey/disable', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove all passkeys' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    await expectToast(canvasElement, 'An unknown server prevented deleting the passkeys');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A stale sign-in: the removal asks for the password first, then goes on by itself. */
export const RemoveAfterReauth: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...mockApi({
        signedIn: true,
        reauthNeeded: true,
        user: { ...adaLovelace, passkeys: samplePasskeys() },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Remove the passkey “Work laptop”?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
    const reauth = within(await body(canvasElement).findByRole('dialog', { name: 'Confirm it’s you' }));
    await userEvent.type(reauth.getByLabelText('Current password'), adaPassword);
    await userEvent.click(reauth.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'The passkey was removed.');
    await waitFor(() => expect(canvas.queryByText('Work laptop')).toBeNull());
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Passkey-Einstellungen' })).toBeVisible();
    await expect(await canvas.findAllByText(/Erstellt am .*2026/)).toHaveLength(2);
    await expect(canvas.getByText('Noch nie benutzt')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passkey hinzufügen' })).toBeVisible();
  },
};
