import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_IDS } from '../document-title/page-id.ts';
import { PlaceholderScreen } from './placeholder-screen.tsx';

const meta = {
  title: 'Screens/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { page: 'dashboard' },
  argTypes: { page: { control: 'select', options: PAGE_IDS } },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText(/not available yet/)).toBeVisible();
  },
};

export const TwoFactorSettings: Story = {
  args: { page: 'settings2fa' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '2FA settings' }),
    ).toBeVisible();
  },
};

export const German: Story = {
  args: { page: 'settingsDelete' },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto löschen' })).toBeVisible();
    await expect(canvas.getByText(/noch nicht verfügbar/)).toBeVisible();
  },
};
