import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExportButton } from './export-button.tsx';

const meta = {
  title: 'Screens/ExportDialog',
  // The button, as the project page shows it: the dialog loads on first use.
  component: ExportButton,
  args: {
    projectId: 'project-website',
    languages: [{ tag: 'en-US' }, { tag: 'de-DE' }],
    groups: [
      { id: 'group-landing', name: 'Landing page' },
      { id: 'group-emails', name: 'E-mails' },
    ],
  },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download link follows the choices: languages, groups, structure and states. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Export translations' }));
    const download = dialog.getByRole('link', { name: 'Download zip' });
    await expect(download).toHaveAttribute(
      'href',
      '/api/projects/project-website/export?languages=en-US%2Cde-DE&structure=nested&states=TRANSLATED%2CREVIEWED',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'German (Germany)' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'E-mails' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Flat' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Translated' }));
    await expect(download).toHaveAttribute(
      'href',
      '/api/projects/project-website/export?languages=en-US&groups=group-landing&structure=flat&states=REVIEWED',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exportieren…' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Übersetzungen exportieren' }),
    );
    await expect(dialog.getByRole('link', { name: 'Zip herunterladen' })).toHaveAttribute(
      'download',
      'translations.zip',
    );
  },
};
