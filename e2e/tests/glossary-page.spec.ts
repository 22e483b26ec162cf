import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// Project → Glossary against the real server (issue 41): a term added on the page comes up in the
// editor's Glossary tab for a key whose base text holds it, with its German translation and note.

test.describe('glossary page', () => {
  test.use({ locale: 'en-US' });

  test('a term added on the Glossary page shows in the editor’s Glossary tab', async ({ page, mail }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'glossary-page');
    const seed = await seedWorkspace(page.request, {
      project: 'Lexicon',
      languages: ['de-DE'],
      group: 'App',
    });
    const [open] = await createKeys(page.request, seed.groupId, ['open', 'close']);
    await gql(
      page.request,
      'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
      {
        input: { keyId: open?.id, language: 'en-US', text: 'Open the workspace', expectedVersion: 0 },
      },
    );

    await page.goto(`/project/${seed.projectId}`);
    await page.getByRole('link', { name: 'Glossary' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary of Lexicon' })).toBeVisible();
    await expect(
      page.getByText('This glossary has no terms yet. Add one, or import a CSV file below.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add term' }).click();
    const dialog = page.getByRole('dialog', { name: 'New term' });
    await dialog.getByRole('textbox', { name: 'Term' }).fill('Workspace');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Where a team works');
    await dialog.getByRole('textbox', { name: 'Translation (German (Germany))' }).fill('Arbeitsbereich');
    await dialog.getByRole('textbox', { name: 'Forbidden variants (German (Germany))' }).fill('Arbeitsplatz');
    await dialog.getByRole('button', { name: 'Add term' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table', { name: 'Glossary terms' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Workspace/ }) });
    await expect(row).toContainText('Arbeitsbereich');
    await expect(row).toContainText('Not: Arbeitsplatz');
    // A second of the same text, ignoring case, is refused at the field.
    await page.getByRole('button', { name: 'Add term' }).click();
    await dialog.getByRole('textbox', { name: 'Term' }).fill('workspace');
    await dialog.getByRole('button', { name: 'Add term' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Term' })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(seed.path);
    // The base text underlines the term, its German translation and note on hover.
    await expect(
      keyCells(page, 'open', 'App')
        .nth(1)
        .getByTitle(/^Workspace → German \(Germany\): Arbeitsbereich\sWhere a team works$/),
    ).toHaveText('workspace');
    const german = keyCells(page, 'open', 'App').nth(2);
    await german.click();
    await page.getByRole('button', { name: 'Cell details' }).click();
    const panel = page.getByRole('complementary', { name: 'Cell details' });
    await panel.getByRole('tab', { name: 'Glossary' }).click();
    const term = panel.getByRole('list', { name: 'Glossary terms in this key' }).getByRole('listitem');
    await expect(term).toHaveCount(1);
    await expect(term).toContainText('Workspace→ Arbeitsbereich');
    await expect(term).toContainText('Not: Arbeitsplatz');
    await expect(term).toContainText('Where a team works');

    // The key without the term has none.
    await keyCells(page, 'close', 'App').nth(2).click();
    await expect(panel.getByText('No glossary term is in this key’s base text.')).toBeVisible();
  });

  test('an open editor shows the TERM_MISSING a term added on another page raises, without a reload', async ({
    page,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'glossary-live');
    const seed = await seedWorkspace(page.request, {
      project: 'Live terms',
      languages: ['de-DE'],
      group: 'App',
    });
    const [open] = await createKeys(page.request, seed.groupId, ['open']);
    for (const [language, text] of [
      ['en-US', 'Open the workspace'],
      ['de-DE', 'Den Bereich öffnen'],
    ]) {
      await gql(
        page.request,
        'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
        {
          input: { keyId: open?.id, language, text, expectedVersion: 0 },
        },
      );
    }
    await page.goto(seed.path);
    const issues = page.getByRole('list', { name: 'Issues of open in German (Germany)' });
    await expect(keyCells(page, 'open', 'App').nth(2).getByText('Den Bereich öffnen')).toBeVisible();
    await expect(issues).toHaveCount(0);
    // A reload would drop this mark: the issue must come by the project's event stream.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const other = await page.context().newPage();
    await other.goto(`/project/${seed.projectId}`);
    await other.getByRole('link', { name: 'Glossary' }).click();
    await other.getByRole('button', { name: 'Add term' }).click();
    const dialog = other.getByRole('dialog', { name: 'New term' });
    await dialog.getByRole('textbox', { name: 'Term' }).fill('Workspace');
    await dialog.getByRole('textbox', { name: 'Translation (German (Germany))' }).fill('Arbeitsbereich');
    await dialog.getByRole('button', { name: 'Add term' }).click();
    await expect(dialog).toBeHidden();

    await expect(issues.getByRole('listitem')).toHaveText([/^WarningGlossary term missing/]);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await other.close();
  });
});
