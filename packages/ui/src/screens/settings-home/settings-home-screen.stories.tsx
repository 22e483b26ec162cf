import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsHomeScreen } from './settings-home-screen.tsx';

const meta = {
  title: 'Screens/SettingsHomeScreen',
  component: SettingsHomeScreen,
} satisfies Meta<typeof SettingsHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const links: [string, string][] = [
      ['Profile', '/settings/profile'],
      ['E-mail address', '/settings/email'],
      ['Password', '/settings/password'],
      ['Two-factor authentication', '/settings/2fa'],
      ['Passkeys', '/settings/passkeys'],
      ['Sessions', '/settings/sessions'],
      ['Security log', '/settings/security-log'],
      ['Subscription', '/settings/subscription'],
      ['Translation memory', '/settings/memory'],
      ['Delete your account', '/settings/delete'],
    ];
    for (const [name, href] of links) {
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Konto löschen/ })).toHaveAttribute(
      'href',
      '/settings/delete',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
