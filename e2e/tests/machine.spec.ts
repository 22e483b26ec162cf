import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// Machine translation (issue 40) against the real server, with a LibreTranslate stand-in the e2e
// server is started with (support/fake-translator.ts): it refuses any text carrying `{{` or `$t(`.

interface Value {
  text: string | null;
  state: string;
  origin: string | null;
}

async function valuesIn(request: Parameters<typeof gql>[0], projectId: string, groupId: string) {
  const data = await gql<{
    group: { keys: { nodes: { name: string; translations: Value[] }[] } };
  }>(
    request,
    `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) {
      keys(first: 10) { nodes { name translations(languages: ["de-DE"]) { text state origin } } } } }`,
    { p: projectId, g: groupId },
  );
  return new Map(data.group.keys.nodes.map((node) => [node.name, node.translations[0]]));
}

const setValue = (request: Parameters<typeof gql>[0], keyId: string, language: string, text: string) =>
  gql(request, 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
    input: { keyId, language, text, expectedVersion: 0 },
  });

test.describe('machine translation', () => {
  test.use({ locale: 'en-US' });

  test('a suggestion taken into a cell, and a pre-translation that leaves TRANSLATED values alone', async ({
    page,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'machine');
    const { projectId, groupId, path } = await seedWorkspace(page.request, { languages: ['de-DE'] });
    const [greeting, farewell, title] = await createKeys(page.request, groupId, [
      'greeting',
      'farewell',
      'title',
    ]);
    await setValue(page.request, greeting?.id ?? '', 'en-US', 'Hello {{name}}, see <0>$t(common:inbox)</0>');
    await setValue(page.request, farewell?.id ?? '', 'en-US', 'Bye {{name}}');
    await setValue(page.request, farewell?.id ?? '', 'de-DE', 'Tschüss {{name}}');
    await setValue(page.request, title?.id ?? '', 'en-US', 'Welcome');

    await page.goto(path);
    const cell = keyCells(page, 'greeting').nth(2);
    await cell.click();
    await page.getByRole('button', { name: 'Cell details' }).click();
    const panel = page.getByRole('complementary', { name: 'Cell details' });
    await panel.getByRole('tab', { name: 'Machine' }).click();
    const suggestion = panel
      .getByRole('list', { name: 'Machine translation suggestions' })
      .getByRole('listitem');
    await expect(suggestion).toContainText('LibreTranslate');
    await expect(suggestion).toContainText('[de] Hello {{name}}, see <0>$t(common:inbox)</0>');
    await suggestion.getByRole('button', { name: 'Use (Ctrl+Alt+1)' }).click();
    const field = page.getByRole('textbox', { name: 'greeting in German (Germany)' });
    await expect(field).toHaveValue('[de] Hello {{name}}, see <0>$t(common:inbox)</0>');
    await field.press('Enter');
    await expect
      .poll(async () => (await valuesIn(page.request, projectId, groupId)).get('greeting'))
      .toEqual({
        text: '[de] Hello {{name}}, see <0>$t(common:inbox)</0>',
        state: 'TRANSLATED',
        origin: 'MACHINE',
      });

    const { pretranslate } = await gql<{ pretranslate: { id: string } }>(
      page.request,
      'mutation ($p: ID!) { pretranslate(projectId: $p, input: { languages: ["de-DE"], source: MACHINE }) { id } }',
      { p: projectId },
    );
    await expect
      .poll(async () => {
        const { job } = await gql<{ job: { state: string; written: number } }>(
          page.request,
          'query ($id: ID!) { job(id: $id) { state written } }',
          { id: pretranslate.id },
        );
        return job;
      })
      .toEqual({ state: 'DONE', written: 1 });
    const values = await valuesIn(page.request, projectId, groupId);
    expect(values.get('farewell')).toEqual({
      text: 'Tschüss {{name}}',
      state: 'TRANSLATED',
      origin: 'HUMAN',
    });
    expect(values.get('greeting')).toMatchObject({ origin: 'MACHINE' });
    expect(values.get('title')).toEqual({ text: '[de] Welcome', state: 'TRANSLATED', origin: 'MACHINE' });
  });
});
