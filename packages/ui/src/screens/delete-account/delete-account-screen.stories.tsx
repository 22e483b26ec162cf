import type { Meta, StoryObj } from '@storybook/react-vite';
import { adaPassword, mockApi, pendingAnswer, signedInHandlers } from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountScreen } from './delete-account-screen.tsx';

const meta = {
  title: 'Screens/DeleteAccountScreen',
  component: DeleteAccountScreen,
  args: { onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInHandlers());
  },
} satisfies Meta<typeof DeleteAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, password = adaPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current password'), password);
  await userEvent.click(canvas.getByRole('checkbox', { name: /I understand/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account for ever?' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
    await expect(canvas.getByText('This cannot be undone')).toBeVisible();
  },
};

/** Neither the password nor the box: two messages, and no dialog. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(canvas.getByRole('checkbox', { name: /I understand/ })).toHaveAccessibleDescription(
      'Tick the box to confirm.',
    );
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await fillIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await fillIn(canvasElement, 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for ever' }));
    await expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByLabelText('Current password')).toHaveValue('not-my-password');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/setup/delete', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for ever' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Delete for ever/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

export const Deleted: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await fillIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for ever' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
    await expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
  },
};

/** Catches the file "Download my data" hands to the browser, and answers it parsed. */
async function downloadedData(press: () => Promise<void>) {
  const files: Blob[] = [];
  const create = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:story';
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = () => undefined;
  try {
    await press();
    await waitFor(() => expect(files).toHaveLength(1));
  } finally {
    URL.createObjectURL = create;
    HTMLAnchorElement.prototype.click = click;
  }
  return JSON.parse(await (files[0] as Blob).text());
}

/** "Download my data" comes first: one JSON file (the story catches the download itself). */
export const DownloadMyData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Download your data first' })).toBeVisible();
    const data = await downloadedData(() =>
      userEvent.click(canvas.getByRole('button', { name: 'Download my data' })),
    );
    await expect(data.profile.firstName).toBe('Ada');
    await expect(Array.isArray(data.securityLog)).toBe(true);
  },
};

/** A stale sign-in: the download asks for the password first, then goes on by itself. */
export const DownloadAfterReauth: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true, reauthNeeded: true }));
  },
  play: async ({ canvasElement }) => {
    const data = await downloadedData(async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download my data' }));
      const reauth = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
      await userEvent.type(reauth.getByLabelText('Current password'), adaPassword);
      await userEvent.click(reauth.getByRole('button', { name: 'Confirm' }));
    });
    await expect(data.profile.firstName).toBe('Ada');
  },
};

/** Past a few downloads an hour the server says when to try again. */
export const DownloadRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/auth/export', () =>
        HttpResponse.json(
          { error: 'Too many attempts. Please try again in 40 minutes.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '2400' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('Too many attempts. Please try again in 40 minutes.')),
      ).toBe(true),
    );
  },
};

export const DownloadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/auth/export', () =>
        HttpResponse.json({ error: 'Internal error', code: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('Something went wrong on the server.')),
      ).toBe(true),
    );
  },
};

export const DownloadGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lade zuerst deine Daten herunter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeVisible();
  },
};
