import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, mockApi, pendingAnswer } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SecurityLogScreen } from './security-log-screen.tsx';

const meta = {
  title: 'Screens/SecurityLogScreen',
  component: SecurityLogScreen,
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true }));
  },
} satisfies Meta<typeof SecurityLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Security events' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Passkey added');
    await expect(items[1]).toHaveTextContent('Signed in (passkey)');
    await expect(items[1]).toHaveTextContent('Firefox on Linux · 203.0.113.7');
    await expect(items[2]).toHaveTextContent('Failed sign-in (wrong password)');
  },
};

/** The button hands the browser a CSV file (the story stubs the download itself). */
export const DownloadCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:story';
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = () => undefined;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download as CSV' }));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(files).toHaveLength(1);
    const text = await (files[0] as Blob).text();
    await expect(text.split('\r\n')[0]).toBe('Time (UTC),Event,Browser,Address');
    await expect(text).toContain('2026-03-04T10:00:00.000Z,Signed in (passkey),Firefox on Linux,203.0.113.7');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...mockApi({ signedIn: true, securityLog: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing happened in the last 90 days.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download as CSV' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/auth/security-log', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/auth/security-log', () => apiError(500, 'Internal error', 'INTERNAL_ERROR')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sicherheitsprotokoll' })).toBeVisible();
    await expect(await canvas.findByText('Angemeldet (Passkey)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Als CSV herunterladen' })).toBeVisible();
  },
};
