import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, createStore, graphqlFailure, mockEvents, sampleWorkspace } from '@verba/mocks';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { MACHINE_SETUP_URL } from '../group-editor/machine-suggestions.tsx';
import { PretranslateButton } from './pretranslate-button.tsx';

// Project → Pre-translate (aids contract): the form, the job's progress with Cancel, and how it ended.

/** The mock server's answers: a workspace with DeepL configured unless a story says otherwise. */
const serve = (msw: { use: (...handlers: never[]) => void }, providers: string[] = ['deepl']) => {
  const workspace = sampleWorkspace();
  workspace.machineProviders = providers;
  const store = createStore({ signedIn: true, workspace });
  msw.use(...(createHandlers(store) as never[]));
};

type JobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

/** A job the story decides: what `pretranslate` starts, what each read of `job(id)` answers, and what Cancel does. */
function scriptedJob(read: () => { state: JobState; done: number; written?: number; error?: string }) {
  const started: unknown[] = [];
  let cancelled = false;
  const view = () => {
    const now = cancelled ? { state: 'CANCELLED' as const, done: 12 } : read();
    return {
      __typename: 'Job',
      id: 'job-1',
      kind: 'pretranslate',
      total: 40,
      written: now.written ?? now.done,
      skipped: now.done - (now.written ?? now.done),
      error: now.error ?? null,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: now.state === 'RUNNING' || now.state === 'QUEUED' ? null : '2026-03-02T10:01:00.000Z',
      state: now.state,
      done: now.done,
    };
  };
  const handler = graphql.link('/api/graphql').operation(({ operationName, variables }) => {
    if (operationName === 'Pretranslate') {
      started.push(variables);
      return HttpResponse.json({ data: { pretranslate: { ...view(), state: 'QUEUED', done: 0 } } });
    }
    if (operationName === 'PretranslateJob') return HttpResponse.json({ data: { job: view() } });
    if (operationName === 'CancelJob') {
      cancelled = true;
      return HttpResponse.json({ data: { cancelJob: view() } });
    }
    return undefined;
  });
  return { handler, started };
}

const meta = {
  title: 'Screens/PretranslateDialog',
  // The button, as the project page shows it: the dialog loads on first use.
  component: PretranslateButton,
  decorators: [withApollo],
  args: {
    projectId: 'project-website',
    baseLanguage: 'en-US',
    languages: [{ tag: 'en-US' }, { tag: 'de-DE' }, { tag: 'fr-FR' }],
    groups: [
      { id: 'group-landing', name: 'Landing page' },
      { id: 'group-emails', name: 'E-mails' },
    ],
    mayPretranslate: true,
    onFinished: fn(),
  },
  beforeEach({ msw }) {
    serve(msw);
  },
} satisfies Meta<typeof PretranslateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, button = 'Pre-translate…', title = 'Pre-translate') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return within(await within(document.body).findByRole('dialog', { name: title }));
};

/**
 * The button focus was on went away (Start as a job starts, Cancel or Keep running as it ends), and
 * the dialog's focus scope puts it back on a button a frame later, which one depending on timing. The picture shows focus on
 * `name` as a keyboard user has it; focus inside the scope is left there by it.
 */
async function settledOn(dialog: ReturnType<typeof within>, name: string) {
  const target = dialog.getByRole('button', { name });
  target.focus();
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  await waitFor(() => expect(target).toHaveFocus());
}

/** The form: every target language and group, memory then DeepL at 100 %; wrong choices are caught at their fields. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'German (Germany)' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'French (France)' })).toBeChecked();
    // The base language is the source of every value, never a target.
    await expect(dialog.queryByRole('checkbox', { name: 'English (United States)' })).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: 'E-mails' })).toBeChecked();
    await waitFor(() =>
      expect(
        dialog.getByRole('radio', { name: 'Translation memory, then machine translation' }),
      ).toBeChecked(),
    );
    await expect(dialog.getByRole('radio', { name: 'DeepL' })).toBeChecked();
    const similarity = dialog.getByRole('textbox', { name: 'Minimum similarity (%)' });
    await expect(similarity).toHaveValue('100');

    await userEvent.click(dialog.getByRole('checkbox', { name: 'German (Germany)' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'French (France)' }));
    await userEvent.clear(similarity);
    await userEvent.type(similarity, '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Start pre-translation' }));
    await expect(await dialog.findByText('Choose at least one language.')).toBeVisible();
    await expect(similarity).toHaveAccessibleDescription(/Enter a whole number from 50 to 100\./);

    // Machine translation alone asks for no similarity.
    await userEvent.click(dialog.getByRole('radio', { name: 'Machine translation only' }));
    await expect(dialog.queryByRole('textbox', { name: 'Minimum similarity (%)' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
  },
};

/** Started: the choices go to the server, and the job's progress shows with Cancel. */
export const Running: Story = {
  beforeEach({ msw }) {
    const job = scriptedJob(() => ({ state: 'RUNNING', done: 12, written: 9 }));
    runningStarted = job.started;
    msw.use(job.handler as never);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'French (France)' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'E-mails' }));
    const similarity = dialog.getByRole('textbox', { name: 'Minimum similarity (%)' });
    await userEvent.clear(similarity);
    await userEvent.type(similarity, '85');
    await userEvent.click(dialog.getByRole('button', { name: 'Start pre-translation' }));
    const progress = await dialog.findByRole('progressbar', { name: 'Pre-translation progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '12 of 40'));
    await expect(dialog.getByText('12 of 40 values done')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel pre-translation' })).toBeEnabled();
    // The progress follows the project's event stream, not reads: the server still says 12.
    await waitFor(() => expect(mockEvents.openStreams('project-website')).toBeGreaterThan(0));
    mockEvents.send('project-website', 'job', { id: 'job-1', state: 'RUNNING', done: 30, total: 40 });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '30 of 40'));
    await expect(dialog.getByText('30 of 40 values done')).toBeVisible();
    await expect(runningStarted).toEqual([
      {
        projectId: 'project-website',
        input: {
          languages: ['de-DE'],
          groupIds: ['group-landing'],
          source: 'MEMORY_THEN_MACHINE',
          minSimilarity: 0.85,
          provider: 'deepl',
        },
      },
    ]);
    // Start went away with focus on it; the picture shows focus on Close as a keyboard user has it.
    await settledOn(dialog, 'Close, keep it running');
  },
};
let runningStarted: unknown[] = [];

/** Cancel stops the job; what it wrote stays, and the dialog says so. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(scriptedJob(() => ({ state: 'RUNNING', done: 12 })).handler as never);
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Start pre-translation' }));
    const progress = await dialog.findByRole('progressbar', { name: 'Pre-translation progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '12 of 40'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel pre-translation' }));
    const status = await dialog.findByRole('status');
    await expect(status).toHaveTextContent('Pre-translation cancelled');
    await expect(status).toHaveTextContent(
      'It stopped after 12 of 40 values. What it wrote before (12) stays written.',
    );
    await expect(dialog.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(args.onFinished).toHaveBeenCalled());
    await expect(dialog.getByRole('button', { name: 'Pre-translate again' })).toBeVisible();
    await settledOn(dialog, 'Close');
  },
};

/** The mock server runs the job to its end: the values filled and skipped are counted, the page told. */
export const Done: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'DeepL' })).toBeChecked());
    await userEvent.click(dialog.getByRole('button', { name: 'Start pre-translation' }));
    const status = await dialog.findByRole('status', {}, { timeout: 5000 });
    await expect(status).toHaveTextContent('Pre-translation finished');
    // The sample has 5 EMPTY values; the plural one's base has no text for the machine.
    await expect(status).toHaveTextContent('Written: 4 of 5. Skipped: 1');
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await settledOn(dialog, 'Pre-translate again');
    await userEvent.click(dialog.getByRole('button', { name: 'Pre-translate again' }));
    await expect(await dialog.findByRole('button', { name: 'Start pre-translation' })).toBeVisible();
  },
};

const failure = 'The owner’s plan has used its 20,000 machine translation characters this month.';

/** The provider or the plan stopped it: the reason, and that what was written stays. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(scriptedJob(() => ({ state: 'FAILED', done: 20, written: 18, error: failure })).handler as never);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Start pre-translation' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Pre-translation failed');
    await expect(alert).toHaveTextContent(failure);
    await expect(alert).toHaveTextContent('What it wrote before it stopped (18) stays written.');
    await settledOn(dialog, 'Pre-translate again');
  },
};

export const FailedGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(scriptedJob(() => ({ state: 'FAILED', done: 20, written: 18, error: failure })).handler as never);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Vorübersetzen…', 'Vorübersetzen');
    await userEvent.click(dialog.getByRole('button', { name: 'Vorübersetzung starten' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Vorübersetzung fehlgeschlagen');
    await expect(alert).toHaveTextContent('Was sie vor dem Abbruch geschrieben hat (18), bleibt erhalten.');
    await settledOn(dialog, 'Erneut vorübersetzen');
  },
};

/** No provider on this server: the memory alone is offered first; a machine source says why not, with the README's section. */
export const NoProvider: Story = {
  beforeEach({ msw }) {
    serve(msw, []);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Translation memory only' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Start pre-translation' })).toBeEnabled();
    await userEvent.click(
      dialog.getByRole('radio', { name: 'Translation memory, then machine translation' }),
    );
    await expect(await dialog.findByText('No machine translation provider is configured')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'How to set one up' })).toHaveAttribute(
      'href',
      MACHINE_SETUP_URL,
    );
    await expect(dialog.getByRole('button', { name: 'Start pre-translation' })).toBeDisabled();
    await expect(dialog.queryByRole('radiogroup', { name: 'Provider' })).toBeNull();
  },
};

export const NoProviderGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    serve(msw, []);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Vorübersetzen…', 'Vorübersetzen');
    await userEvent.click(dialog.getByRole('radio', { name: 'Nur maschinelle Übersetzung' }));
    await expect(
      await dialog.findByText('Kein Anbieter für maschinelle Übersetzung eingerichtet'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'So richtest du einen ein' })).toBeVisible();
  },
};

/** Translators, reviewers, developers and viewers may not pre-translate: the button is off. */
export const NotAllowed: Story = {
  args: { mayPretranslate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pre-translate…' })).toBeDisabled();
  },
};

/** The providers could not be asked for: said so with Try again; the memory alone can still start. */
export const ProvidersUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('PretranslateOptions', 'INTERNAL_SERVER_ERROR') as never);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The machine translation providers could not be loaded.');
    // Visible once the dialog's entrance has faded in.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible());
    // The form turns to the memory alone once it has heard the providers failed.
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Translation memory only' })).toBeChecked());
    await expect(dialog.getByRole('button', { name: 'Start pre-translation' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Machine translation only' }));
    await expect(dialog.getByRole('button', { name: 'Start pre-translation' })).toBeDisabled();
  },
};

export const ProvidersUnavailableGerman: Story = {
  globals: { locale: 'de-DE' },
  beforeEach({ msw }) {
    msw.use(graphqlFailure('PretranslateOptions', 'INTERNAL_SERVER_ERROR') as never);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Vorübersetzen…', 'Vorübersetzen');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Die Anbieter für maschinelle Übersetzung konnten nicht geladen werden.',
    );
  },
};
