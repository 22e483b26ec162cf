import { type APIRequestContext, request } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// API keys against the real server (issue 27): a key is created in project settings, copied from
// the page once, and then used by a program (Node's fetch here, with no cookie) on /api/v1;
// revoked in the page, it stops working at once.

async function createProject(request: APIRequestContext, name: string) {
  const response = await request.post('/api/graphql', {
    data: {
      query: 'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
      variables: { input: { name, baseLanguage: 'en' } },
    },
  });
  const body = (await response.json()) as { data: { createProject: { id: string } } };
  return body.data.createProject.id;
}

/**
 * A program's call: a request context of its own (no cookie, no Origin), against the page's own server.
 */
async function withKey(
  server: string,
  secret: string | null,
  path: string,
  init: { method?: string; body?: string } = {},
) {
  const program = await request.newContext({ baseURL: server });
  try {
    const response = await program.fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { data: init.body } : {}),
    });
    const text = await response.text();
    return { status: response.status(), json: async () => JSON.parse(text) as unknown };
  } finally {
    await program.dispose();
  }
}

test('create a key in settings, copy it, use it from a program, revoke it', async ({
  page,
  mail,
  baseURL,
}) => {
  const server = baseURL as string;
  test.setTimeout(120_000);
  await signedInThroughApi(page, mail, 'api-keys');
  const projectId = await createProject(page.request, 'Pipeline');
  await page.goto(`/project/${projectId}/settings`);
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  let secret = '';
  await test.step('create a key with READ and IMPORT and copy it once', async () => {
    await page.getByRole('textbox', { name: 'Key name' }).fill('CI');
    await page.getByRole('checkbox', { name: 'Import: upload and apply imports' }).check({ force: true });
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('status', { name: 'The new API key' });
    await expect(shown).toHaveText(/^vrb_[0-9A-Za-z]{40}$/);
    // What the page hands the clipboard (headless Chromium may not read it back).
    await page.evaluate(() => {
      const copied = window as unknown as { copied?: string };
      navigator.clipboard.writeText = async (text: string) => {
        copied.copied = text;
      };
    });
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByText('Key copied')).toBeVisible();
    secret = await page.evaluate(() => (window as unknown as { copied?: string }).copied ?? '');
    expect(secret).toBe(await shown.textContent());
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    const list = page.getByRole('list', { name: 'API keys of Pipeline' });
    await expect(list).toContainText(secret.slice(0, 12));
    await expect(list).not.toContainText(secret);
  });

  await test.step('a program reads and imports with it, without a cookie', async () => {
    const project = await withKey(server, secret, `/api/v1/projects/${projectId}`);
    expect(project.status).toBe(200);
    expect(await project.json()).toMatchObject({ id: projectId, name: 'Pipeline', baseLanguage: 'en' });
    const upload = await withKey(
      server,
      secret,
      `/api/v1/projects/${projectId}/imports?language=en&group=common`,
      {
        method: 'POST',
        body: JSON.stringify({ greeting: 'Hello' }),
      },
    );
    expect(upload.status).toBe(201);
    const spec = await withKey(server, null, '/api/openapi.json');
    expect(Object.keys(((await spec.json()) as { paths: object }).paths)).toContain(
      '/api/v1/projects/{projectId}',
    );
    expect((await withKey(server, null, `/api/v1/projects/${projectId}`)).status).toBe(401);
  });

  await test.step('revoked in the page, it stops working at once', async () => {
    await page.getByRole('button', { name: 'Revoke CI' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    const refused = await withKey(server, secret, `/api/v1/projects/${projectId}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  });
});
