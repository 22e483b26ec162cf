import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, mockApi, pendingAnswer, sampleSessions } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionsScreen } from './sessions-screen.tsx';

const meta = {
  title: 'Screens/SessionsScreen',
  component: SessionsScreen,
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true }));
  },
} satisfies Meta<typeof SessionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const expectToast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(
      page(canvasElement)
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes(text)),
    ).toBe(true),
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Signed-in sessions' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Firefox on Linux');
    await expect(items[0]).toHaveTextContent('This browser');
    await expect(items[0]).toHaveTextContent('Address 203.0.113.7');
    await expect(items[1]).toHaveTextContent(/Last active .*2026/);
    await expect(items[2]).toHaveTextContent('Unknown browser on unknown system');
    // The current session has no sign-out button of its own.
    await expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/auth/sessions', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/auth/sessions', () => apiError(500, 'Internal error', 'INTERNAL_ERROR')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Only this browser: nothing to sign out. */
export const OnlyThisOne: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true, sessions: sampleSessions().slice(0, 1) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No other browser is signed in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  },
};

/** Sign out one: asks first, then the list shrinks and a toast confirms. */
export const SignOutOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Sign out Safari on iOS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expectToast(canvasElement, 'The session was signed out.');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Sign out all others: only this browser stays. */
export const SignOutOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Sign out all other sessions?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));
    await expectToast(canvasElement, 'All other sessions were signed out.');
    await expect(await canvas.findByText('No other browser is signed in.')).toBeVisible();
  },
};

/** The session was already gone (signed out elsewhere): the message says so, the dialog stays. */
export const AlreadyEnded: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/sessions/end', () =>
        apiError(404, 'This session has already ended.', 'SESSION_NOT_FOUND'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Sign out Safari on iOS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expectToast(canvasElement, 'This session has already ended.');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sitzungen' })).toBeVisible();
    await expect(await canvas.findByText('Firefox auf Linux')).toBeVisible();
    await expect(canvas.getByText('Dieser Browser')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle anderen Sitzungen abmelden' })).toBeVisible();
  },
};
