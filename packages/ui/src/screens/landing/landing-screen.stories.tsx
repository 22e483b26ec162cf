import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingScreen } from './landing-screen.tsx';

const meta = {
  title: 'Screens/LandingScreen',
  component: LandingScreen,
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Translation management for teams' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    for (const feature of ['Projects with a base language', 'Groups', 'Secure accounts']) {
      await expect(canvas.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Übersetzungsmanagement für Teams' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kostenloses Konto erstellen' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
