import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// Project languages and progress against the real server (issue 12): target languages are added
// and removed in project settings, and each language's bar shows on the project page and the
// dashboard. The account is made through the API; the language steps go through the UI.

/** A call straight to /api/graphql, for what this spec does not drive through the UI (keys, values). */
async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function createProject(request: APIRequestContext, name: string, baseLanguage: string) {
  const data = await graphql<{ createProject: { id: string } }>(
    request,
    'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
    { input: { name, baseLanguage } },
  );
  return data.createProject.id;
}

/** Types into the "add" picker, picks the option and presses the add button. */
async function addLanguage(page: Page, picker: string, typed: string, option: RegExp, add: string) {
  await page.getByRole('combobox', { name: picker }).pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: add, exact: true }).click();
}

test.describe('project languages and progress', () => {
  test('add two target languages, see 0 % progress, remove one after the count', async ({ page, mail }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'languages');
    const projectId = await createProject(page.request, 'Website', 'en-US');
    const languages = page.getByRole('list', { name: 'Languages of Website' });

    await test.step('no target language yet', async () => {
      await page.goto(`/project/${projectId}/settings`);
      await expect(page.getByRole('heading', { level: 2, name: 'Languages' })).toBeVisible();
      await expect(page.getByText('No target languages yet.')).toBeVisible();
      await expect(languages.getByRole('listitem')).toHaveCount(1);
      await expect(languages.getByRole('listitem')).toContainText('Base language');
    });

    await test.step('add German (Germany) and French (France)', async () => {
      await addLanguage(page, 'Add a target language', 'germany', /^German \(Germany\)/, 'Add language');
      await expect(languages.getByRole('button', { name: 'Remove German (Germany)' })).toBeVisible();
      await addLanguage(page, 'Add a target language', 'france', /^French \(France\)/, 'Add language');
      await expect(languages.getByRole('listitem')).toHaveText([
        /American English en-US/,
        /German \(Germany\) de-DE/,
        /French \(France\) fr-FR/,
      ]);
      await expect(page.getByText('No target languages yet.')).toBeHidden();
      // The server kept them: a fresh load lists them in the same order.
      await page.reload();
      await expect(languages.getByRole('listitem')).toHaveText([/en-US/, /de-DE/, /fr-FR/]);
    });

    await test.step('0 % on the project page and on the dashboard card', async () => {
      await page.getByRole('link', { name: 'Back to Website' }).click();
      const progress = page.getByRole('list', { name: 'Progress of Website' });
      await expect(progress.getByRole('progressbar')).toHaveCount(3);
      const german = progress.getByRole('progressbar', { name: 'German (Germany)' });
      await expect(german).toHaveAccessibleDescription('0% · 0 of 0 translated');
      await expect(german).toHaveAttribute('value', '0');
      await page.goto('/dashboard');
      const card = page.getByRole('list', { name: 'Progress of Website' });
      await expect(card.getByRole('progressbar', { name: 'French (France)' })).toHaveAccessibleDescription(
        '0% · 0 of 0 translated',
      );
    });

    await test.step('two keys, two German values: 100 % German, 0 % French', async () => {
      const { createGroup } = await graphql<{ createGroup: { id: string } }>(
        page.request,
        'mutation ($projectId: ID!) { createGroup(projectId: $projectId, input: { name: "Landing" }) { id } }',
        { projectId },
      );
      const { createKeys } = await graphql<{ createKeys: { id: string }[] }>(
        page.request,
        'mutation ($groupId: ID!) { createKeys(groupId: $groupId, input: [{ name: "hello" }, { name: "bye" }]) { id } }',
        { groupId: createGroup.id },
      );
      for (const [index, key] of createKeys.entries()) {
        await graphql(
          page.request,
          'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
          { input: { keyId: key.id, language: 'de-DE', text: `Text ${index}`, expectedVersion: 0 } },
        );
      }
      await page.reload();
      const card = page.getByRole('list', { name: 'Progress of Website' });
      await expect(card.getByRole('progressbar', { name: 'German (Germany)' })).toHaveAccessibleDescription(
        /^(✓ )?100% · 2 of 2 translated · Complete$/,
      );
      await expect(card.getByRole('progressbar', { name: 'French (France)' })).toHaveAccessibleDescription(
        '0% · 0 of 2 translated',
      );
    });

    await test.step('removing German names the two values it deletes', async () => {
      await page.goto(`/project/${projectId}/settings`);
      await languages.getByRole('button', { name: 'Remove German (Germany)' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove German (Germany)?' });
      await expect(dialog).toContainText(
        'This deletes 2 values translated into German (Germany). This cannot be undone.',
      );
      await dialog.getByRole('button', { name: 'Remove and delete 2 values' }).click();
      await expect(dialog).toBeHidden();
      await expect(languages.getByRole('listitem')).toHaveText([/en-US/, /fr-FR/]);
      await page.reload();
      await expect(languages.getByRole('listitem')).toHaveText([/en-US/, /fr-FR/]);
      await page.getByRole('link', { name: 'Back to Website' }).click();
      const progress = page.getByRole('list', { name: 'Progress of Website' });
      await expect(progress.getByRole('progressbar')).toHaveCount(2);
      await expect(progress.getByRole('progressbar', { name: 'German (Germany)' })).toHaveCount(0);
    });
  });
});

test.describe('project languages in German', () => {
  test.use({ locale: 'de-DE' });

  test('add and remove a target language', async ({ page, mail }) => {
    test.setTimeout(90_000);
    await signedInThroughApi(page, mail, 'languages');
    const projectId = await createProject(page.request, 'Webseite', 'de-DE');
    await page.goto(`/project/${projectId}/settings`);
    const languages = page.getByRole('list', { name: 'Sprachen von Webseite' });
    await expect(page.getByText('Noch keine Zielsprachen.')).toBeVisible();

    await addLanguage(
      page,
      'Zielsprache hinzufügen',
      'frankreich',
      /^Französisch \(Frankreich\)/,
      'Sprache hinzufügen',
    );
    await expect(languages.getByRole('listitem')).toHaveText([
      /Deutsch \(Deutschland\) de-DE.*Ausgangssprache/,
      /Französisch \(Frankreich\) fr-FR/,
    ]);

    await languages.getByRole('button', { name: 'Französisch (Frankreich) entfernen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Französisch (Frankreich) entfernen?' });
    await expect(dialog).toContainText('In Französisch (Frankreich) ist noch nichts übersetzt');
    await dialog.getByRole('button', { name: 'Sprache entfernen' }).click();
    await expect(dialog).toBeHidden();
    await expect(languages.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Noch keine Zielsprachen.')).toBeVisible();
  });
});
