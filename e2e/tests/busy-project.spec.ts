import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';

// On the embedded database (the server these specs start) an import's apply writes in steps and
// serves other calls between two (apply-steps.ts): the project it writes says it is busy, the rest
// of Verba answers meanwhile, and the project opens with all of the import once it ends.

const keys = 40_000;
const file = JSON.stringify(
  Object.fromEntries(Array.from({ length: keys }, (_, n) => [`key${n}`, `Text ${n}`])),
);

test('a project being imported asks to wait while the rest of Verba answers, then opens whole', async ({
  page,
  mail,
}) => {
  test.setTimeout(180_000);
  await signedInThroughApi(page, mail, 'busy');
  const { request } = page;
  await gql(request, 'mutation { changePlan(planId: "business") { since } }');
  const { createProject } = await gql<{ createProject: { id: string } }>(
    request,
    'mutation { createProject(input: { name: "Big app", baseLanguage: "en" }) { id } }',
  );
  const projectId = createProject.id;
  const { createGroup } = await gql<{ createGroup: { id: string } }>(
    request,
    'mutation ($p: ID!) { createGroup(projectId: $p, input: { name: "common" }) { id } }',
    { p: projectId },
  );
  const uploaded = await request.post(`/api/projects/${projectId}/imports?language=en&group=common`, {
    headers: { 'content-type': 'application/json' },
    data: file,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id: importId } = (await uploaded.json()) as { id: string };
  const applied = await request.post(`/api/imports/${importId}/apply`, {
    data: { overwrite: true, createGroups: true, addLanguages: true },
  });
  expect(applied.status(), await applied.text()).toBe(202);
  // Once the apply has closed its project (before its first write):
  await expect
    .poll(async () => (await request.get(`/api/projects/${projectId}/export`)).status(), { timeout: 60_000 })
    .toBe(409);

  await page.goto(`/group/${projectId}/${createGroup.id}`);
  await expect(page.getByRole('alert')).toContainText(
    'Another change to this project is still being saved, such as an import. Please try again in a moment.',
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'Big app', exact: true })).toBeVisible();
  // Both pages were answered while the import still applied.
  const during = await request.get(`/api/imports/${importId}`);
  expect(((await during.json()) as { status: string }).status).toBe('applying');

  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/imports/${importId}`)).json()) as { status: string }).status,
      {
        timeout: 120_000,
      },
    )
    .toBe('done');
  await page.goto(`/group/${projectId}/${createGroup.id}`);
  await expect(page.getByText('40000 keys')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Keys and translations of common' });
  await expect(grid.getByRole('button', { name: 'key0', exact: true })).toBeVisible();
});
