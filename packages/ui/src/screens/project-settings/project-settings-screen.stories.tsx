import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphqlFailure, graphqlPending, sharedProject } from '@verba/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApollo } from '../../testing/apollo-decorator.tsx';
import { signedInWith } from '../../testing/story-fixtures.ts';
import { body } from '../../testing/story-queries.ts';
import { ProjectSettingsScreen } from './project-settings-screen.tsx';

const meta = {
  title: 'Screens/ProjectSettingsScreen',
  component: ProjectSettingsScreen,
  decorators: [withApollo],
  args: { projectId: 'project-website', onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...signedInWith());
  },
} satisfies Meta<typeof ProjectSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings of Website' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Website');
    await expect(canvas.getByRole('combobox', { name: 'Base language' })).toHaveValue('American English');
  },
};

/** Renaming and a new base language in one save; the heading follows from the cache. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Marketing site');
    const language = canvas.getByRole('combobox', { name: 'Base language' });
    await userEvent.clear(language);
    await userEvent.type(language, 'british');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: /British English/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings of Marketing site' }),
    ).toBeVisible();
  },
};

/** Delete only after typing the name exactly. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete project' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete “Website”?' });
    const confirm = within(dialog).getByRole('textbox', { name: 'Project name' });
    await userEvent.type(confirm, 'Websit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await expect(confirm).toHaveAccessibleDescription('Type the name exactly as shown.');
    await userEvent.type(confirm, 'e');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const RenameRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('UpdateProject', 'BAD_USER_INPUT'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      /The server refused this input/,
    );
  },
};

export const NotFound: Story = {
  args: { projectId: 'missing' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Projekt löschen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Ausgangssprache' })).toHaveValue(
      'Englisch (Vereinigte Staaten)',
    );
  },
};

/** Pick a language in the "Add a target language" picker by typing part of its name. */
async function pickTarget(canvasElement: HTMLElement, typed: string, option: RegExp) {
  const picker = await within(canvasElement).findByRole('combobox', { name: 'Add a target language' });
  await userEvent.type(picker, typed);
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
}

/** Several languages: the base first with its badge, then the targets, each with Remove. */
export const Languages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Languages of Website' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^American English en-US.*Base language$/),
      expect.stringMatching(/^German \(Germany\) de-DE.*Remove$/),
      expect.stringMatching(/^French \(France\) fr-FR.*Remove$/),
    ]);
    await expect(canvas.queryByRole('button', { name: 'Remove American English' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove French (France)' })).toBeEnabled();
  },
};

export const NoTargetLanguages: Story = {
  args: { projectId: 'project-mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No target languages yet. Add the languages you translate into.'),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Languages of Mobile app' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The picker searches every named language, leaves out those the project has, and adds one. */
export const AddLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('combobox', { name: 'Add a target language' });
    await userEvent.type(picker, 'german');
    await waitFor(() =>
      expect(body(canvasElement).getByRole('option', { name: /^Austrian German/ })).toBeVisible(),
    );
    // German (Germany) is a language of the project already.
    await expect(body(canvasElement).queryByRole('option', { name: /^German \(Germany\)/ })).toBeNull();
    await userEvent.clear(picker);
    await pickTarget(canvasElement, 'ital', /^Italian \(Italy\)/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    const list = canvas.getByRole('list', { name: 'Languages of Website' });
    await expect(await within(list).findByText('Italian (Italy)')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Remove Italian (Italy)' })).toBeEnabled();
    await waitFor(() => expect(picker).toHaveValue(''));
  },
};

export const AddLanguagePending: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlPending('AddLanguages'));
  },
  play: async ({ canvasElement }) => {
    await pickTarget(canvasElement, 'japan', /^Japanese \(Japan\)/);
    const add = within(canvasElement).getByRole('button', { name: /Add language/ });
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveAttribute('data-pending', 'true'));
  },
};

/** Nothing chosen: the picker says so before anything is sent. */
export const AddWithoutChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add language' }));
    await expect(canvas.getByRole('combobox', { name: 'Add a target language' })).toHaveAccessibleDescription(
      'Pick a language from the list.',
    );
  },
};

/** The server refuses the tag: the message shows in the toast and at the picker. */
export const AddLanguageRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      graphqlFailure('AddLanguages', 'BAD_USER_INPUT', '“x” is not a BCP 47 language tag.', 200, {
        field: 'tags',
        index: 0,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickTarget(canvasElement, 'japan', /^Japanese \(Japan\)/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      /The server refused this input/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Add a target language' })).toHaveAccessibleDescription(
      /The server refused this input/,
    );
  },
};

/** A project holds at most 200 languages: the toast says so in the user's words. */
export const AddLanguageLimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(
      graphqlFailure(
        'AddLanguages',
        'LANGUAGE_LIMIT_REACHED',
        'A project has at most 200 languages; this one has 200, so at most 0 more can be added.',
        200,
        { field: 'tags', limit: 200 },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await pickTarget(canvasElement, 'japan', /^Japanese \(Japan\)/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add language' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'A project can have at most 200 languages. Remove one to add another.',
    );
  },
};

/** Too many changes in a short time: the server's 429 becomes a toast saying when to try again. */
export const AddLanguageRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(
      graphqlFailure(
        'AddLanguages',
        'RATE_LIMITED',
        'Too many changes. Please try again in 42 seconds.',
        429,
        {
          retryAfter: 42,
        },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await pickTarget(canvasElement, 'japan', /^Japanese \(Japan\)/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add language' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 42 seconds.',
    );
  },
};

/** Removing asks first and names how many values go with the language. */
export const RemoveLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove German (Germany)' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Remove German (Germany)?' });
    await expect(dialog).toHaveTextContent(
      'This deletes 40 values translated into German (Germany). This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and delete 40 values' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const list = canvas.getByRole('list', { name: 'Languages of Website' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(list).queryByText('German (Germany)')).toBeNull();
  },
};

/** A language with no values says so; Cancel keeps it. */
export const RemoveEmptyLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickTarget(canvasElement, 'polish', /^Polish \(Poland\)/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Polish (Poland)' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Remove Polish (Poland)?' });
    await expect(dialog).toHaveTextContent('No values are translated into Polish (Poland) yet');
    await expect(within(dialog).getByRole('button', { name: 'Remove language' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Remove Polish (Poland)' })).toBeVisible();
  },
};

/** The server refuses: the toast says why and the dialog stays open. */
export const RemoveLanguageRefused: Story = {
  beforeEach({ msw }) {
    msw.use(graphqlFailure('RemoveLanguage', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Remove French (France)' }),
    );
    const page = body(canvasElement);
    const dialog = await page.findByRole('alertdialog', { name: 'Remove French (France)?' });
    await expect(dialog).toHaveTextContent('This deletes 8 values translated into French (France).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and delete 8 values' }));
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent('This no longer exists. It may have been deleted.'),
    );
    // Still open once its entering fade is over (a starved test browser can hold it at opacity 0).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LanguagesGerman: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sprachen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Zielsprache hinzufügen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Französisch (Frankreich) entfernen' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Französisch (Frankreich) entfernen?',
    });
    await expect(dialog).toHaveTextContent(
      'Damit werden 8 Werte gelöscht, die in Französisch (Frankreich) übersetzt sind.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Entfernen und 8 Werte löschen' })).toBeEnabled();
  },
};

export const RemoveLanguageRefusedGerman: Story = {
  ...RemoveLanguageRefused,
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Französisch (Frankreich) entfernen' }),
    );
    const page = body(canvasElement);
    const dialog = await page.findByRole('alertdialog', { name: 'Französisch (Frankreich) entfernen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen und 8 Werte löschen' }));
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent(
        'Das gibt es nicht mehr. Vielleicht wurde es gelöscht.',
      ),
    );
  },
};

/** A manager changes the name and languages but cannot delete the project. */
export const AsManager: Story = {
  args: { projectId: 'project-handbook' },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: [sharedProject('MANAGER')] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Handbook');
    await expect(canvas.getByRole('heading', { name: 'Languages' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete project' })).toBeNull();
  },
};

/** A developer has neither: a short line says why instead of dead controls. */
export const AsDeveloper: Story = {
  args: { projectId: 'project-handbook' },
  beforeEach({ msw }) {
    msw.use(...signedInWith({ projects: [sharedProject('DEVELOPER')] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your role does not allow changing this project’s name or languages.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete project' })).toBeNull();
  },
};
