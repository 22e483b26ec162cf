import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExportButton } from './export-button.tsx';

const meta = {
  title: 'Screens/ExportDialog',
  // The button, as the project page shows it: the dialog loads on first use.
  component: ExportButton,
  args: {
    projectId: 'project-website',
    baseLanguage: 'en-US',
    languages: [{ tag: 'en-US' }, { tag: 'de-DE' }, { tag: 'fr-FR' }],
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
      '/api/projects/project-website/export?languages=en-US%2Cde-DE%2Cfr-FR&structure=nested&states=TRANSLATED%2CREVIEWED',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'German (Germany)' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'French (France)' }));
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

/** An agency's file: one target language, in XLIFF 2.0, with what needs translating. */
export const XliffForAnAgency: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Export translations' }));
    await userEvent.click(dialog.getByRole('radio', { name: /XLIFF 2\.0/ }));
    // The base language is not offered: it is the source of every unit.
    await expect(dialog.queryByRole('radio', { name: 'English (United States)' })).toBeNull();
    await expect(dialog.getByRole('radio', { name: 'German (Germany)' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Needs translating' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'French (France)' }));
    const download = dialog.getByRole('link', { name: 'Download file' });
    await expect(download).toHaveAttribute(
      'href',
      '/api/projects/project-website/exchange?language=fr-FR&format=xliff2&states=EMPTY',
    );
    await expect(download).toHaveAttribute('download', 'fr-FR.xlf');
  },
};

/** PO for review work: what is translated too, of one group. */
export const PoForReview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Export translations' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^PO/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Translated' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Landing page' }));
    const download = dialog.getByRole('link', { name: 'Download file' });
    await expect(download).toHaveAttribute(
      'href',
      '/api/projects/project-website/exchange?language=de-DE&format=po&groups=group-emails&states=EMPTY%2CTRANSLATED',
    );
    await expect(download).toHaveAttribute('download', 'de-DE.po');
  },
};

/** A project with only its base language has nothing to hand out: the download is off. */
export const NoLanguageToTranslate: Story = {
  args: { languages: [{ tag: 'en-US' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Export translations' }));
    await userEvent.click(dialog.getByRole('radio', { name: /XLIFF 1\.2/ }));
    await expect(
      dialog.getByText('The project has no language besides its base language yet.'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download file' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const GermanXliff: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exportieren…' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Übersetzungen exportieren' }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: /XLIFF 1\.2/ }));
    await expect(dialog.getByRole('checkbox', { name: 'Zu übersetzen' })).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Datei herunterladen' })).toHaveAttribute(
      'download',
      'de-DE.xlf',
    );
  },
};
