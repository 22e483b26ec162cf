import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, graphqlFailure, pendingAnswer } from '@verba/mocks';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { shownToast } from '../../testing/story-queries.ts';
import { MemoryImportScreen } from './memory-import-screen.tsx';

const meta = {
  title: 'Screens/MemoryImportScreen',
  component: MemoryImportScreen,
  decorators: [withApollo],
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof MemoryImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tmx = (units: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="x" creationtool="x" creationtoolversion="1"/><body>${units}</body></tmx>`;

/** Two pairs from one unit, one unit in an unknown language, one without its source. */
const withIssues = tmx(
  '<tu tuid="checkout.pay"><tuv xml:lang="en"><seg>Pay now</seg></tuv><tuv xml:lang="de-DE"><seg>Jetzt bezahlen</seg></tuv><tuv xml:lang="fr"><seg>Payer maintenant</seg></tuv></tu>' +
    '<tu tuid="alien"><tuv xml:lang="en"><seg>Close</seg></tuv><tuv xml:lang="Klingon!"><seg>x</seg></tuv></tu>' +
    '<tu tuid="orphan"><tuv xml:lang="fr"><seg>Sans source</seg></tuv></tu>',
);

/** Chooses a file through the file button's input. */
async function choose(canvasElement: HTMLElement, body = withIssues, name = 'agency.tmx') {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([body], name, { type: '' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Translation memory' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Import a TMX file' })).toBeVisible();
    await expect(canvas.getByText(/TMX 1\.4, at most 50 MiB/)).toBeVisible();
    await expect(canvas.getByText(/nothing is imported until you confirm/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a TMX file' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/settings');
  },
};

export const Reading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/memory/uploads', pendingAnswer));
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Reading agency.tmx…');
  },
};

/** The preview: counts, the first pairs, the issues by code; Import stores them and says how many. */
export const PreviewAndImport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Preview of agency.tmx' })).toBeVisible();
    await expect(canvas.getByText(/2 segments \(source and translation\) can be imported\./)).toBeVisible();
    await expect(canvas.getByText(/2 translation units are left out because of an issue/)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'The file’s first segments' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('EnglishPay now');
    await expect(rows[1]).toHaveTextContent('German (Germany)Jetzt bezahlen');
    await expect(rows[2]).toHaveTextContent('FrenchPayer maintenant');
    await userEvent.click(canvas.getByText('UNKNOWN_LANGUAGE: 1 unit'));
    await expect(canvas.getByText(/“Klingon!” names no known language/)).toBeVisible();
    await expect(canvas.getByText('NO_SOURCE: 1 unit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import into my memory' }));
    await shownToast(canvasElement, '2 segments imported into your memory. 2 translation units left out.');
    await expect(await canvas.findByRole('button', { name: 'Choose a TMX file' })).toBeVisible();
  },
};

/** Discard drops the upload: nothing imported, the drop zone again. */
export const Discard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await shownToast(canvasElement, 'The file was discarded; nothing was imported.');
    await expect(await canvas.findByRole('button', { name: 'Choose a TMX file' })).toBeVisible();
  },
};

/** A broken file: its BAD_XML issue, nothing to import, so no Import. */
export const BadXml: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(
      canvasElement,
      tmx('<tu tuid="a"><tuv xml:lang="en"><seg>Open</seg></tuv>').replace('</tmx>', ''),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing in this file can be imported.');
    await expect(canvas.getByText(/0 segments/)).toBeVisible();
    await userEvent.click(canvas.getByText('BAD_XML: 1 unit'));
    await expect(canvas.getByText(/This is not well-formed XML/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import into my memory' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeEnabled();
  },
};

export const TooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/memory/uploads', () =>
        apiError(413, 'The upload is too large (at most 50 MiB).', 'PAYLOAD_TOO_LARGE'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file is larger than 50 MiB. Split it into smaller TMX files.',
    );
    await expect(canvas.getByRole('button', { name: 'Choose a TMX file' })).toBeVisible();
  },
};

/** The upload expired before the import (kept an hour): the screen says so and asks for the file again. */
export const UploadGone: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('ImportMemory', 'NOT_FOUND', 'Upload not found.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import into my memory' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The file could not be read');
    await expect(alert).toHaveTextContent('This upload is no longer there');
    await expect(canvas.getByRole('button', { name: 'Choose a TMX file' })).toBeVisible();
  },
};

/** In German: the database is away while the file is read. */
export const FailedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/memory/uploads', () =>
        apiError(503, 'The database is not available.', 'DATABASE_UNAVAILABLE'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Translation Memory' })).toBeVisible();
    await choose(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Datei konnte nicht gelesen werden');
    await expect(canvas.getByRole('button', { name: 'TMX-Datei auswählen' })).toBeVisible();
  },
};

/** In German: the preview with its issues. */
export const PreviewGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vorschau von agency.tmx' })).toBeVisible();
    await expect(
      canvas.getByText(/2 Segmente \(Ausgangstext und Übersetzung\) können importiert werden\./),
    ).toBeVisible();
    await expect(canvas.getByText('UNKNOWN_LANGUAGE: 1 Einheit')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'In mein Translation Memory importieren' }),
    ).toBeEnabled();
  },
};
