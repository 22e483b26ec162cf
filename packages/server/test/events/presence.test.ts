import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { type Cookies, member, person } from '../teams/team-client.ts';
import { type StreamingProject, streamingProject } from './event-stream-client.ts';

let t: TestApp;
let owner: { cookies: Cookies };
let projectId: string;
let groupId: string;
let otherGroupId: string;
let streaming: StreamingProject;

beforeAll(async () => {
  streaming = await streamingProject();
  ({ t, owner, projectId, groupId } = streaming);
  otherGroupId = (await createGroup(t, owner.cookies, projectId, 'checkout')).id;
});
afterAll(() => streaming.close());

const ping = (cookies: Cookies, body: unknown, project = projectId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${project}/presence`,
    headers: { 'content-type': 'application/json' },
    cookies,
    payload: JSON.stringify(body),
  });

describe('presence', () => {
  it('tells every member who has the group open and which cell each edits', async () => {
    const reader = await streaming.stream(owner.cookies);
    const translator = await member(t, owner.cookies, projectId, 'VIEWER', undefined, 'Tina');
    const answer = await ping(translator.cookies, { groupId, keyId: null, language: null });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ accountId: translator.accountId });
    const here = await reader.next((event) => event.event === 'presence');
    expect(here.data).toEqual({
      groupId,
      members: [
        {
          accountId: translator.accountId,
          firstName: 'Tina',
          lastName: 'Tester',
          keyId: null,
          language: null,
        },
      ],
    });

    const keyId = '00000000-0000-4000-8000-000000000001';
    await ping(translator.cookies, { groupId, keyId, language: 'DE' });
    const editing = await reader.next(
      (event) =>
        event.event === 'presence' && (event.data.members as { keyId: string }[])[0]?.keyId === keyId,
    );
    expect((editing.data.members as { language: string }[])[0]?.language).toBe('de');

    // Moving to another group: the first group is told they left, the second that they came.
    await ping(translator.cookies, { groupId: otherGroupId });
    const left = await reader.next(
      (event) =>
        event.event === 'presence' &&
        event.data.groupId === groupId &&
        (event.data.members as []).length === 0,
    );
    expect(left.data.members).toEqual([]);
    await reader.next((event) => event.event === 'presence' && event.data.groupId === otherGroupId);
  });

  it('refuses a group of another project, a stranger and bad input with {error, code}', async () => {
    const stranger = await person(t, 'Sam', 'Stranger');
    expect((await ping(stranger.cookies, { groupId })).statusCode).toBe(404);
    const elsewhere = (await createProject(t, owner.cookies, 'Other', 'en')).id;
    const wrongProject = await ping(owner.cookies, { groupId }, elsewhere);
    expect(wrongProject.statusCode).toBe(404);
    expect(wrongProject.json().code).toBe('NOT_FOUND');
    const badLanguage = await ping(owner.cookies, { groupId, language: 'not a tag!' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const noGroup = await ping(owner.cookies, {});
    expect(noGroup.statusCode).toBe(400);
    expect((await ping({}, { groupId })).statusCode).toBe(401);
  });
});
