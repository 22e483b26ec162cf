import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeButton } from './theme-button.tsx';

const meta = {
  title: 'Theme/ThemeButton',
  component: ThemeButton,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ThemeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('button', { name: 'Theme: light. Switch to dark' })).toBeVisible();
    // No toast at start-up.
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Theme: dark. Switch to system' }),
    ).toBeVisible();
  },
};

export const System: Story = {
  globals: { theme: 'system' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Theme: system. Switch to light' }),
    ).toBeVisible();
  },
};

/** light → dark → system → light, each change saved, applied and announced by an info toast. */
export const Cycle: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const page = within(doc.body);
    const expectToast = async (text: string) =>
      waitFor(() =>
        expect(page.getAllByRole('alert').some((toast) => toast.textContent?.includes(text))).toBe(true),
      );

    await step('light to dark', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Theme: light. Switch to dark' }));
      await expectToast('Theme set to dark mode');
      await expect(doc.documentElement).toHaveAttribute('data-theme', 'business');
      await expect(localStorage.getItem('theme')).toBe('dark');
    });
    await step('dark to system', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Theme: dark. Switch to system' }));
      await expectToast('Theme set to system mode');
      await expect(doc.documentElement).not.toHaveAttribute('data-theme');
      await expect(localStorage.getItem('theme')).toBe('system');
    });
    await step('system to light', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Theme: system. Switch to light' }));
      await expectToast('Theme set to light mode');
      await expect(doc.documentElement).toHaveAttribute('data-theme', 'corporate');
      await expect(localStorage.getItem('theme')).toBe('light');
    });
  },
};

export const CycleInGerman: Story = {
  globals: { theme: 'light', locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Design: hell. Wechseln zu dunkel' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Design auf dunklen Modus gesetzt');
  },
};

export const Keyboard: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Theme: dark. Switch to system' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent('Theme set to system mode');
    await expect(page.getByRole('button', { name: 'Theme: system. Switch to light' })).toHaveFocus();
  },
};
