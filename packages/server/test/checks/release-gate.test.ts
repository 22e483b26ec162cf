import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { createDistribution, publishMutation } from '../releases/release-client.ts';
import { createKeys, ok, setTranslation, workspace } from '../workspace/workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { autoPublish: { debounceMs: 300, sweepMs: 50 } });
});
afterAll(() => t.close());

const distributionsQuery =
  'query ($p: ID!) { project(id: $p) { distributions { name blockOnErrors blockedByErrors current { number } } } }';

/** A project whose German value lost the base's placeholder (an ERROR) and ends without its stop (a WARNING). */
async function brokenProject() {
  const { cookies, project, group } = await workspace(t, ['de']);
  const [key] = await createKeys(t, cookies, group.id, [{ name: 'hello' }]);
  const keyId = key?.id as string;
  await setTranslation(t, cookies, { keyId, language: 'en', text: 'Hello {{name}}.', expectedVersion: 0 });
  await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo', expectedVersion: 0 });
  return { cookies, project, keyId };
}

describe('release gating', () => {
  it('refuses a gated publish with QA_ERRORS and its counts, and publishes after the fix', async () => {
    const { cookies, project, keyId } = await brokenProject();
    const gated = await createDistribution(t, cookies, project.id, { name: 'Gated', blockOnErrors: true });
    const open = await createDistribution(t, cookies, project.id, { name: 'Open' });
    expect(gated).toMatchObject({ name: 'Gated' });
    const refused = await gql(t, cookies, publishMutation, { d: gated.id });
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'QA_ERRORS',
      counts: [{ language: 'de', code: 'PLACEHOLDER_MISSING', count: 1 }],
    });
    // Without the switch, errors ship as before.
    expect((await gql(t, cookies, publishMutation, { d: open.id })).errors).toBeUndefined();
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo {{name}}', expectedVersion: 1 });
    // A warning never blocks.
    const published = await gql(t, cookies, publishMutation, { d: gated.id });
    expect(published.data).toEqual({ publishRelease: expect.objectContaining({ number: 1 }) });
  });

  it('counts only the states a distribution ships', async () => {
    const { cookies, project, keyId } = await brokenProject();
    const reviewedOnly = await createDistribution(t, cookies, project.id, {
      name: 'Reviewed',
      states: ['REVIEWED'],
      blockOnErrors: true,
    });
    expect((await gql(t, cookies, publishMutation, { d: reviewedOnly.id })).errors).toBeUndefined();
    await setTranslation(t, cookies, {
      keyId,
      language: 'de',
      text: 'Hallo',
      state: 'REVIEWED',
      expectedVersion: 1,
    });
    const refused = await gql(t, cookies, publishMutation, { d: reviewedOnly.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'QA_ERRORS' });
  });

  it('skips auto-publish while an error would ship, marks the distribution, and clears the mark after the fix', async () => {
    const { cookies, project, keyId } = await brokenProject();
    await createDistribution(t, cookies, project.id, {
      name: 'Live',
      autoPublish: true,
      blockOnErrors: true,
    });
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo!', expectedVersion: 1 });
    const read = async () =>
      (await ok<{ project: { distributions: object[] } }>(t, cookies, distributionsQuery, { p: project.id }))
        .project.distributions[0];
    await expect.poll(read, { timeout: 5000 }).toEqual({
      name: 'Live',
      blockOnErrors: true,
      blockedByErrors: true,
      current: null,
    });
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo {{name}}.', expectedVersion: 2 });
    await expect.poll(read, { timeout: 5000 }).toEqual({
      name: 'Live',
      blockOnErrors: true,
      blockedByErrors: false,
      current: { number: 1 },
    });
  });
});
