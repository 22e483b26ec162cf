import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DocumentTitle } from './document-title.tsx';
import { PAGE_IDS } from './page-id.ts';

const meta = {
  title: 'Screens/DocumentTitle',
  component: DocumentTitle,
  args: { page: 'dashboard' },
  argTypes: { page: { control: 'select', options: PAGE_IDS } },
  // It renders nothing; the story shows the title it sets.
  decorators: [
    (Story) => (
      <main className="p-4">
        <p>The document title is set for this page. Look at the browser tab.</p>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DocumentTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Dashboard · Verba'));
  },
};

export const EmailChangeConfirm: Story = {
  args: { page: 'emailChangeConfirm' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Change E-Mail · Verba'));
  },
};

export const Landing: Story = {
  args: { page: 'landing' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Verba'));
  },
};

export const German: Story = {
  args: { page: 'settingsDelete' },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Konto löschen · Verba'));
  },
};
