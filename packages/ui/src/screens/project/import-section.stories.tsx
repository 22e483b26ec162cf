import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  importApplyingHeld,
  importApplyPastKeyLimit,
  importBusy,
  importFailed,
  importInterrupted,
  importInvalidFile,
  importPending,
  importTooLarge,
  sampleImport,
} from '@verba/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { ImportSection } from './import-section.tsx';

const meta = {
  title: 'Screens/ImportSection',
  component: ImportSection,
  args: { projectId: 'project-website', onApplied: fn() },
  beforeEach({ msw }) {
    sessionStorage.clear();
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof ImportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const file = () => new File(['{"hello": "Hello"}'], 'landing.en-US.json', { type: 'application/json' });

/** Chooses a file through the file button's input. */
async function upload(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file());
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Import files' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(canvas.getByText(/Drop a zip, a folder or i18next JSON files here/)).toBeVisible();
  },
};

export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/Drop a zip/).parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file());
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer }));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, dataTransfer }));
    await expect(await canvas.findByText('Drop to upload')).toBeVisible();
  },
};

export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(importPending());
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Reading the files…');
  },
};

export const PreviewWithIssues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const table = await canvas.findByRole('table', { name: 'What the import changes, file by file' });
    const row = within(table).getByRole('row', { name: /locales\/de-DE\/checkout\.json/ });
    await expect(row).toHaveTextContent('German (Germany)checkout5002');
    await expect(canvas.getByText('New groups: checkout')).toBeVisible();
    await expect(canvas.getByText('New languages: Italian (Italy)')).toBeVisible();
    await userEvent.click(canvas.getByText('KEY_CONFLICT: 1 key'));
    await expect(canvas.getByText(/collides with the key “a”/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Overwrite existing values' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(await canvas.findByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** An agency's XLIFF file comes back: the same preview, with the exchange files' issue codes. */
export const PreviewExchangeFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['<xliff version="2.0"/>'], 'de-DE.xlf', { type: '' }));
    const table = await canvas.findByRole('table', { name: 'What the import changes, file by file' });
    await expect(within(table).getByRole('row', { name: /de-DE\.xlf/ })).toHaveTextContent(
      'German (Germany)checkout3102',
    );
    await userEvent.click(canvas.getByText('SOURCE_CHANGED: 1 key'));
    await expect(canvas.getByText(/The base text changed since the export/)).toBeVisible();
    await expect(canvas.getByText('UNKNOWN_KEY: 1 key')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply import' })).toBeEnabled();
  },
};

/** The team's folders spell German `de_DE`: the preview says the exports will keep that spelling. */
export const PreviewSpelledLanguage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/projects/:projectId/imports', ({ params }) => {
        const sample = sampleImport('import-spelled', String(params.projectId));
        const files = sample.files.map((one) =>
          one.language === 'de-DE'
            ? { ...one, path: 'locales/de_DE/checkout.json', spelling: 'de_DE' }
            : { ...one, spelling: one.language },
        );
        return HttpResponse.json({ ...sample, files }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const table = await canvas.findByRole('table', { name: 'What the import changes, file by file' });
    const german = within(table).getByRole('row', { name: /locales\/de_DE\/checkout\.json/ });
    await expect(german).toHaveTextContent('German (Germany)Written de_DE in file paths');
    // A path that spells the language as its tag says nothing more.
    const english = within(table).getByRole('row', { name: /locales\/en-US\/landing\.json/ });
    await expect(english).not.toHaveTextContent('file paths');
  },
};

/** Cal.com's common.json holds `routing_forms` twice: a warning with both lines, in the viewer's language. */
const duplicateKeyPreview = () =>
  http.post('/api/projects/:projectId/imports', ({ params }) => {
    const sample = sampleImport('import-duplicate', String(params.projectId));
    const duplicate = {
      key: 'routing_forms',
      code: 'DUPLICATE_KEY',
      message: '“routing_forms” is written twice (lines 2455 and 2585); the later value is kept.',
      lines: [2455, 2585] as [number, number],
    };
    const files = sample.files.map((one, index) =>
      index === 0 ? { ...one, issues: [duplicate], issueCount: 1 } : one,
    );
    return HttpResponse.json({ ...sample, files }, { status: 201 });
  });

/** Opens the preview's DUPLICATE_KEY group (`group` as the story's language labels it) and finds `warning` in it. */
const duplicateKeyStory = (group: string, warning: RegExp): Story => ({
  beforeEach({ msw }) {
    msw.use(duplicateKeyPreview());
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    await userEvent.click(await within(canvasElement).findByText(group));
    await expect(await within(canvasElement).findByText(warning)).toBeVisible();
  },
});

export const PreviewDuplicateKey: Story = duplicateKeyStory(
  'DUPLICATE_KEY: 1 key',
  /Written twice \(lines 2455 and 2585\); the later value is kept, as i18next reads it\./,
);

export const PreviewDuplicateKeyGerman: Story = {
  ...duplicateKeyStory('DUPLICATE_KEY: 1 Schlüssel', /Doppelt vorhanden \(Zeilen 2455 und 2585\)/),
  globals: { locale: 'de-DE' },
};

const applyBody = fn();

/** Answers an apply as started, and records its body in `applyBody`. */
/**
 * An apply that records its body, then stays at 6 of 17: the story ends on one settled picture, not
 * on whichever status read the picture happens to meet.
 */
const recordingApply = () => [
  http.post('/api/imports/:id/apply', async ({ params, request }) => {
    applyBody(await request.json());
    return HttpResponse.json({ id: params.id, status: 'applying' }, { status: 202 });
  }),
  importApplyingHeld(),
];

/** Waits for the apply to send the preview's defaults (values kept, groups and languages added) and these choices. */
async function expectApplied(canvasElement: HTMLElement, choices: Record<string, unknown>) {
  await waitFor(() =>
    expect(applyBody).toHaveBeenCalledWith({
      overwrite: false,
      createGroups: true,
      addLanguages: true,
      ...choices,
    }),
  );
  const bar = await within(canvasElement).findByRole('progressbar', { name: 'Import progress' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '6 of 17'));
}

export const PreviewShapeDiffers: Story = {
  beforeEach({ msw }) {
    applyBody.mockClear();
    msw.use(...recordingApply());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const section = within(
      await canvas.findByRole('region', { name: 'Files written differently from their group' }),
    );
    await expect(section.getByRole('listitem')).toHaveTextContent(
      'locales/en-US/landing.json: Structure, Key separator, Indent',
    );
    const adopt = section.getByRole('checkbox', {
      name: 'Write these groups’ files the way these files are written from now on',
    });
    await expect(adopt).not.toBeChecked();
    await userEvent.click(adopt);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply import' }));
    await expectApplied(canvasElement, { adoptShape: true });
  },
};

export const Applying: Story = {
  beforeEach({ msw }) {
    msw.use(importApplyingHeld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply import' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '6 of 17'));
  },
};

export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply import' }));
    await expect(await canvas.findByText('Import finished', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('9 added, 2 updated, 6 skipped.')).toBeVisible();
    await waitFor(() => expect(args.onApplied).toHaveBeenCalled());
    await userEvent.click(canvas.getByRole('button', { name: 'Import more files' }));
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** The apply would pass the plan's key limit: the toast names that limit, the preview stays. */
export const ApplyPastKeyLimit: Story = {
  beforeEach({ msw }) {
    msw.use(importApplyPastKeyLimit());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await upload(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply import' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Your plan’s key limit is reached. Upgrade your plan to add more keys.',
    );
    await expect(canvas.getByRole('button', { name: 'Apply import' })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(importInvalidFile());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The files could not be imported');
    await expect(alert).toHaveTextContent('line 3');
    await expect(alert).toHaveTextContent('File: de/common.json');
  },
};

/** An upload that gets no answer (the connection dropped, or the file could not be read). */
export const FailedConnection: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/projects/:projectId/imports', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The files could not be imported');
    await expect(alert).toHaveTextContent('Verba could not be reached. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** An upload while another import of the account runs: the server refuses it unread. */
export const Busy: Story = {
  beforeEach({ msw }) {
    msw.use(importBusy());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The files could not be imported');
    await expect(alert).toHaveTextContent('Another import of yours is still running.');
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** Coming back to an import whose apply ended with the server that ran it. */
export const Interrupted: Story = {
  beforeEach({ msw }) {
    sessionStorage.setItem('verba.import.project-website', 'import-left');
    msw.use(importInterrupted());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The files could not be imported');
    await expect(alert).toHaveTextContent('The server stopped while applying the import');
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** An apply the database stopped: the alert says what the user can do about a timeout. */
export const FailedTimeout: Story = {
  beforeEach({ msw }) {
    sessionStorage.setItem('verba.import.project-website', 'import-slow');
    msw.use(importFailed('timeout'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The files could not be imported');
    await expect(alert).toHaveTextContent('import fewer groups or languages at a time');
  },
};

/** A fault of the server's own: the alert gives the import's id to quote to support. */
export const FailedInternal: Story = {
  beforeEach({ msw }) {
    sessionStorage.setItem('verba.import.project-website', 'import-broken');
    msw.use(importFailed('internal'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('contact support with the import id import-broken');
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

export const TooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(importTooLarge());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('larger than 50 MiB');
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Import anwenden' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Vorhandene Werte überschreiben' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it-IT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** A preview whose upload answers `changes` over the sample, and whose apply records its body. */
function previewWith(changes: Partial<ReturnType<typeof sampleImport>>) {
  return [
    http.post('/api/projects/:projectId/imports', ({ params }) =>
      HttpResponse.json(
        { ...sampleImport('import-matched', String(params.projectId)), ...changes },
        { status: 201 },
      ),
    ),
    ...recordingApply(),
  ];
}

const regionalCodes = {
  newLanguages: ['it-IT'],
  languageMatches: [
    { code: 'en_US', language: 'en-US', action: 'MAP' as const },
    { code: 'it-IT', language: 'it-IT', action: 'ADD' as const },
  ],
};

/** A folder code that matches a project language goes there unless the user adds or skips it. */
export const PreviewLanguageMatches: Story = {
  beforeEach({ msw }) {
    applyBody.mockClear();
    msw.use(...previewWith(regionalCodes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Language codes of the files' }));
    const mapped = section.getByRole('combobox', { name: 'en_US' });
    await expect(mapped).toHaveDisplayValue('Import into American English');
    const added = section.getByRole('combobox', { name: 'it-IT' });
    await expect(added).toHaveDisplayValue('Add as a new language');
    await expect(within(added).queryByRole('option', { name: /Import into/ })).toBeNull();
    await expect(canvas.getByText('New languages: Italian (Italy)')).toBeVisible();
    await userEvent.selectOptions(mapped, 'Add as a new language');
    await userEvent.selectOptions(added, 'Skip these files');
    // The alert and the key line follow the choices: en_US is added, it-IT's files are skipped.
    await expect(canvas.getByText('New languages: American English')).toBeVisible();
    await expect(canvas.getByText(/applying adds at most 9 keys/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply import' }));
    await expectApplied(canvasElement, {
      adoptShape: false,
      languages: { en_US: { action: 'ADD' }, 'it-IT': { action: 'SKIP' } },
    });
  },
};

export const PreviewLanguageMatchesGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(...previewWith(regionalCodes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Sprachcodes der Dateien' }));
    await expect(section.getByRole('combobox', { name: 'en_US' })).toHaveDisplayValue(
      'In Englisch (Vereinigte Staaten) importieren',
    );
  },
};

/** The preview says what Apply adds against the plan's key limit, with an upgrade link. */
export const PreviewKeyLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    await expect(
      await canvas.findByText(/Applying adds 9 keys; you have 120 of the 1,000 keys your plan includes\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    await expect(canvas.getByRole('button', { name: 'Apply import' })).toBeEnabled();
  },
};

/** An apply that would pass the key limit is disabled, and the preview says why. */
export const PreviewPastKeyLimit: Story = {
  beforeEach({ msw }) {
    msw.use(...previewWith({ keyLimit: { limit: 1000, owned: 120, adding: 1892 } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const reason = await canvas.findByText(
      /Applying would add 1,892 keys, but you have 120 of the 1,000 keys your plan includes, so Apply is disabled\./,
    );
    const apply = canvas.getByRole('button', { name: 'Apply import' });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(reason.textContent ?? '');
  },
};

/** Skipping a code's files may bring the keys under the limit: Apply is enabled and checks it. */
export const PreviewPastKeyLimitSkipped: Story = {
  beforeEach({ msw }) {
    msw.use(...previewWith({ ...regionalCodes, keyLimit: { limit: 1000, owned: 120, adding: 1892 } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const apply = await canvas.findByRole('button', { name: 'Apply import' });
    await expect(apply).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'it-IT' }), 'Skip these files');
    await expect(canvas.getByText(/applying adds at most 1,892 keys/)).toBeVisible();
    await expect(canvas.queryByText(/New languages/)).toBeNull();
    await expect(apply).toBeEnabled();
  },
};

export const PreviewPastKeyLimitGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(...previewWith({ keyLimit: { limit: 1000, owned: 120, adding: 1892 } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    await expect(await canvas.findByText(/Der Import würde 1\.892 Schlüssel hinzufügen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tarif erweitern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import anwenden' })).toBeDisabled();
  },
};

const placeholderMissing = (key: string) => ({
  key,
  code: 'PLACEHOLDER_MISSING',
  message: `Missing from the base text: {{${key}}}.`,
});

/** Issues of one code in several files make one group with its count, opening to its keys; the CSV holds them all. */
export const PreviewIssueGroups: Story = {
  beforeEach({ msw }) {
    const base = sampleImport('import-grouped', 'project-website');
    const files = base.files.map((one, index) =>
      index === 0
        ? { ...one, issues: [placeholderMissing('total'), placeholderMissing('price')], issueCount: 2 }
        : one,
    );
    msw.use(...previewWith({ files }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Issues' }));
    const group = section.getByText('PLACEHOLDER_MISSING: 3 keys');
    await expect(section.getByText('KEY_CONFLICT: 1 key')).toBeVisible();
    await expect(section.queryByText(/landing\.json · price/)).not.toBeVisible();
    await userEvent.click(group);
    await expect(section.getByText(/landing\.json · price/)).toBeVisible();
    await expect(section.getByText(/checkout\.json · total/)).toBeVisible();
    const csv = section.getByRole('link', { name: 'Download the issues (CSV)' });
    await expect(csv).toHaveAttribute('download', 'import-issues.csv');
    const text = decodeURIComponent(
      (csv.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    await expect(text.split('\r\n')).toEqual([
      'file,key,code,message',
      'locales/en-US/landing.json,total,PLACEHOLDER_MISSING,Missing from the base text: {{total}}.',
      'locales/en-US/landing.json,price,PLACEHOLDER_MISSING,Missing from the base text: {{price}}.',
      'locales/de-DE/checkout.json,total,PLACEHOLDER_MISSING,Missing from the base text: {{amount}}.',
      'locales/de-DE/checkout.json,a.b,KEY_CONFLICT,“a.b” collides with the key “a” (nested files cannot hold both).',
      '',
    ]);
  },
};

/** In a narrow column (a phone, in German) the table stays inside it: cells wrap, the rest scrolls. */
export const PreviewNarrowGerman: Story = {
  globals: { locale: 'de-DE' },
  decorators: [
    (Story) => (
      <div data-testid="column" style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvasElement);
    const table = await canvas.findByRole('table');
    const frame = table.parentElement as HTMLElement;
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 0.5);
    // Every header shows its whole word, the last one included (no “Prob…”).
    for (const header of within(table).getAllByRole('columnheader')) {
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    }
    const last = within(table).getByRole('columnheader', { name: 'Probleme' });
    frame.scrollLeft = frame.scrollWidth;
    await waitFor(() => expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 0.5));
  },
};
