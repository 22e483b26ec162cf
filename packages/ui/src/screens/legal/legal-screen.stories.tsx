import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalScreen } from './legal-screen.tsx';

const meta = {
  title: 'Screens/LegalScreen',
  component: LegalScreen,
  args: {
    document: 'imprint',
    operator: {
      name: 'Verba Example GmbH',
      address: 'Musterstraße 1\n10115 Berlin\nGermany',
      email: 'legal@verba.example',
    },
  },
  argTypes: { document: { control: 'inline-radio', options: ['imprint', 'terms', 'privacy'] } },
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Imprint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    await expect(canvas.getByText(/Verba Example GmbH/)).toBeVisible();
    await expect(canvas.getByText(/Musterstraße 1/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'legal@verba.example' })).toHaveAttribute(
      'href',
      'mailto:legal@verba.example',
    );
  },
};

export const TermsOfService: Story = {
  args: { document: 'terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Your account' })).toBeVisible();
  },
};

export const PrivacyPolicy: Story = {
  args: { document: 'privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(canvas.getByText(/Verba Example GmbH is responsible/)).toBeVisible();
    for (const heading of ['Account data', 'Session cookie', 'Theme setting', 'No tracking']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  },
};

export const ImprintGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Betreiber' })).toBeVisible();
  },
};

export const TermsGerman: Story = {
  args: { document: 'terms' },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }),
    ).toBeVisible();
  },
};

export const PrivacyGerman: Story = {
  args: { document: 'privacy' },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kein Tracking' })).toBeVisible();
  },
};

export const PrivacyDark: Story = { args: { document: 'privacy' }, globals: { theme: 'dark' } };
