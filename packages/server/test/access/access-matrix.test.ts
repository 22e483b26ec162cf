import { readFileSync } from 'node:fs';
import { allows, type ProjectRole } from '@verba/contract';
import { eq } from 'drizzle-orm';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlOperations, type OperationRule, restOperations } from '../../src/access/operations.ts';
import { webhooks } from '../../src/db/schema.ts';
import { graphqlSchemaFile } from '../../src/paths.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { uploadJson } from '../imports/import-client.ts';
import {
  changePlanMutation,
  createGroup,
  createProject,
  type GraphqlAnswer,
  gql,
} from '../projects/graphql-client.ts';
import { type Cookies, invitationToken, invite, person } from '../teams/team-client.ts';
import { ok } from '../workspace/workspace-client.ts';

// Every role, and someone who is no member, against every operation of graphqlOperations and
// restOperations: allowed, FORBIDDEN or NOT_FOUND as the permission table says.

type Who = ProjectRole | 'NONE';
const everyone: Who[] = ['OWNER', 'MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER', 'NONE'];
const memberRoles = ['MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER'] as const;
// TRANSLATOR and REVIEWER hold German; French is outside their languages.
const ownLanguages = (role: ProjectRole) => (role === 'TRANSLATOR' || role === 'REVIEWER' ? ['de'] : []);

type Outcome = 'allowed' | 'FORBIDDEN' | 'NOT_FOUND' | string;

function expected(rule: OperationRule, who: Who, language?: string): Outcome {
  if (rule === 'account' || rule === 'public') throw new Error('not project-scoped');
  if (who === 'NONE') return 'NOT_FOUND';
  const membership = { role: who, languages: ownLanguages(who) };
  return allows(membership, rule, language ? { language, baseLanguage: 'en' } : undefined)
    ? 'allowed'
    : 'FORBIDDEN';
}

/** An answer's outcome: a root that reads null for someone outside the project is NOT_FOUND too. */
function outcomeOf(answer: GraphqlAnswer): Outcome {
  if (answer.code) return answer.code;
  const root = Object.values(answer.data ?? {})[0];
  return root === null && answer.data && !('respondToInvitation' in answer.data) ? 'NOT_FOUND' : 'allowed';
}

let t: TestApp;
let owner: Cookies;
const people = new Map<Who, { email: string; cookies: Cookies }>();
let serial = 0;
const next = () => (serial += 1);

interface Team {
  projectId: string;
  groupId: string;
  otherGroupId: string;
  /** Membership ids by role. */
  memberIds: Map<ProjectRole, string>;
}

/** A project of `owner` (base en, targets de and fr) with one member of every role. */
async function team(): Promise<Team> {
  const projectId = (await createProject(t, owner, `Team ${next()}`, 'en')).id;
  await ok(t, owner, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de", "fr"]) { tag } }', {
    p: projectId,
  });
  const groupId = (await createGroup(t, owner, projectId, 'common')).id;
  const otherGroupId = (await createGroup(t, owner, projectId, 'other')).id;
  for (const role of memberRoles) {
    const someone = people.get(role) as { email: string; cookies: Cookies };
    const invited = await invite(t, owner, projectId, someone.email, role, ownLanguages(role));
    expect(invited.errors).toBeUndefined();
    await ok(t, someone.cookies, 'mutation ($token: String!) { acceptInvitation(token: $token) { id } }', {
      token: await invitationToken(t, someone.email),
    });
  }
  const { project } = await ok<{ project: { members: { id: string; role: ProjectRole }[] } }>(
    t,
    owner,
    'query ($p: ID!) { project(id: $p) { members { id role } } }',
    { p: projectId },
  );
  return {
    projectId,
    groupId,
    otherGroupId,
    memberIds: new Map(project.members.map((row) => [row.role, row.id])),
  };
}

let shared: Team;

const keyNames = new Map<string, string>();
/** A new key in the team's first group, made by the owner. */
async function newKey(on: Team) {
  const name = `key.${next()}`;
  const data = await ok<{ createKeys: { id: string }[] }>(
    t,
    owner,
    'mutation ($g: ID!, $n: String!) { createKeys(groupId: $g, input: [{ name: $n }]) { id } }',
    { g: on.groupId, n: name },
  );
  const id = data.createKeys[0]?.id as string;
  keyNames.set(id, name);
  return id;
}

interface Probe {
  /** Runs on a team of its own: the operation changes what the others need. */
  fresh?: boolean;
  /** The language the operation writes in, when it is language-bound. */
  language?: string;
  /** Overrides the operation's rule (a REVIEWED save needs review). */
  rule?: OperationRule;
  /** What the owner gets instead of `allowed`, when the operation refuses the owner itself. */
  owner?: Outcome;
  run(on: Team, as: Cookies): Promise<GraphqlAnswer>;
}

const value = (keyId: string, language: string, state?: string) => ({
  keyId,
  language,
  text: `text ${next()}`,
  expectedVersion: 0,
  ...(state ? { state } : {}),
});

/** A comment the owner wrote on a new key of the team, in `language` (null: about the key). */
async function ownerComment(on: Team, language: string | null): Promise<string> {
  const data = await ok<{ addComment: { id: string } }>(
    t,
    owner,
    'mutation ($k: ID!, $l: String) { addComment(keyId: $k, language: $l, text: "Why this word?") { id } }',
    { k: await newKey(on), l: language },
  );
  return data.addComment.id;
}

/**
 * A webhook the owner made in the team's project. Its URL is then set to a loopback address, which
 * every attempt refuses after DNS without connecting anywhere: pings answer at once.
 */
async function ownerWebhook(on: Team): Promise<string> {
  const data = await ok<{ createWebhook: { webhook: { id: string } } }>(
    t,
    owner,
    'mutation ($p: ID!) { createWebhook(projectId: $p, input: { url: "https://203.0.113.10/hook", events: ["key.created"] }) { webhook { id } } }',
    { p: on.projectId },
  );
  const { id } = data.createWebhook.webhook;
  await t.database.db.update(webhooks).set({ url: 'http://127.0.0.1:9/hook' }).where(eq(webhooks.id, id));
  return id;
}

/** A distribution the owner made in the team's project. */
async function ownerDistribution(on: Team): Promise<string> {
  const data = await ok<{ createDistribution: { id: string } }>(
    t,
    owner,
    'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: "App" }) { id } }',
    { p: on.projectId },
  );
  return data.createDistribution.id;
}

/** A suggestion the owner made on a new key of the team, in `language`. */
async function ownerSuggestion(on: Team, language: string): Promise<string> {
  const data = await ok<{ suggestTranslation: { id: string } }>(
    t,
    owner,
    'mutation ($i: SuggestionInput!) { suggestTranslation(input: $i) { id } }',
    { i: { keyId: await newKey(on), language, text: 'Vorschlag' } },
  );
  return data.suggestTranslation.id;
}

const translationProbes = (language: string): Record<string, Probe> => ({
  [`Mutation.suggestTranslation ${language}`]: {
    language,
    run: async (on, as) =>
      gql(t, as, 'mutation ($i: SuggestionInput!) { suggestTranslation(input: $i) { id } }', {
        i: { keyId: await newKey(on), language, text: 'Vorschlag' },
      }),
  },
  [`Mutation.acceptSuggestion ${language}`]: {
    language,
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { acceptSuggestion(id: $id, expectedVersion: 0) { version } }', {
        id: await ownerSuggestion(on, language),
      }),
  },
  [`Mutation.rejectSuggestion ${language}`]: {
    language,
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { rejectSuggestion(id: $id) { id } }', {
        id: await ownerSuggestion(on, language),
      }),
  },
  [`Mutation.resolveComment ${language}`]: {
    language,
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { resolveComment(id: $id, resolved: true) { id } }', {
        id: await ownerComment(on, language),
      }),
  },
  [`Mutation.setTranslation ${language}`]: {
    language,
    run: async (on, as) =>
      gql(t, as, 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
        i: value(await newKey(on), language),
      }),
  },
  [`Mutation.setTranslation ${language} REVIEWED`]: {
    language,
    rule: 'review',
    run: async (on, as) =>
      gql(t, as, 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
        i: value(await newKey(on), language, 'REVIEWED'),
      }),
  },
  [`Mutation.setTranslations ${language}`]: {
    language,
    run: async (on, as) =>
      gql(t, as, 'mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }', {
        i: [value(await newKey(on), language)],
      }),
  },
  [`Mutation.revertTranslation ${language}`]: {
    language,
    run: async (on, as) => {
      const keyId = await newKey(on);
      const save = 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }';
      await ok(t, owner, save, { i: value(keyId, language) });
      await ok(t, owner, save, { i: { ...value(keyId, language), expectedVersion: 1 } });
      const history = await ok<{
        group: { keys: { nodes: { id: string; history: { id: string; kind: string }[] }[] } };
      }>(
        t,
        owner,
        'query ($p: ID!, $g: ID!, $n: String!) { group(projectId: $p, id: $g) { keys(filter: { search: $n }) { nodes { id history { id kind } } } } }',
        { p: on.projectId, g: on.groupId, n: keyNames.get(keyId) },
      );
      const node = history.group.keys.nodes.find((candidate) => candidate.id === keyId);
      const first = node?.history.at(-2);
      return gql(
        t,
        as,
        'mutation ($a: ID!) { revertTranslation(activityId: $a, expectedVersion: 2) { version } }',
        {
          a: first?.id,
        },
      );
    },
  },
});

const probes: Record<string, Probe> = {
  'Mutation.addComment': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($k: ID!) { addComment(keyId: $k, text: "A question") { id } }', {
        k: await newKey(on),
      }),
  },
  'Mutation.deleteComment': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { deleteComment(id: $id) }', { id: await ownerComment(on, null) }),
  },
  'Query.group': {
    run: (on, as) =>
      gql(t, as, 'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { id } }', {
        p: on.projectId,
        g: on.groupId,
      }),
  },
  'Mutation.updateProject': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($p: ID!, $n: String!) { updateProject(id: $p, input: { name: $n, baseLanguage: "en" }) { id } }',
        {
          p: on.projectId,
          n: `Renamed ${next()}`,
        },
      ),
  },
  'Mutation.deleteProject': {
    fresh: true,
    run: (on, as) => gql(t, as, 'mutation ($p: ID!) { deleteProject(id: $p) }', { p: on.projectId }),
  },
  'Mutation.createGroup': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($p: ID!, $n: String!) { createGroup(projectId: $p, input: { name: $n }) { id } }',
        {
          p: on.projectId,
          n: `group ${next()}`,
        },
      ),
  },
  'Mutation.updateGroup': {
    run: async (on, as) => {
      const group = await createGroup(t, owner, on.projectId, `group ${next()}`);
      return gql(
        t,
        as,
        'mutation ($p: ID!, $g: ID!, $n: String!) { updateGroup(projectId: $p, id: $g, input: { name: $n }) { id } }',
        {
          p: on.projectId,
          g: group.id,
          n: `renamed ${next()}`,
        },
      );
    },
  },
  'Mutation.deleteGroup': {
    run: async (on, as) => {
      const group = await createGroup(t, owner, on.projectId, `group ${next()}`);
      return gql(t, as, 'mutation ($p: ID!, $g: ID!) { deleteGroup(projectId: $p, id: $g) }', {
        p: on.projectId,
        g: group.id,
      });
    },
  },
  'Mutation.updateFileShape': {
    run: async (on, as) => {
      const group = await createGroup(t, owner, on.projectId, `group ${next()}`);
      return gql(
        t,
        as,
        'mutation ($g: ID!) { updateFileShape(groupId: $g, input: { sortKeys: false }) { id } }',
        { g: group.id },
      );
    },
  },
  'Mutation.addLanguages': {
    run: (on, as) =>
      gql(t, as, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["it"]) { tag } }', {
        p: on.projectId,
      }),
  },
  'Mutation.removeLanguage': {
    run: async (on, as) => {
      const tag = ['es', 'pt', 'nl', 'sv', 'da', 'fi', 'pl', 'cs', 'ja', 'ko'][next() % 10] as string;
      await ok(
        t,
        owner,
        'mutation ($p: ID!, $l: String!) { addLanguages(projectId: $p, tags: [$l]) { tag } }',
        {
          p: on.projectId,
          l: tag,
        },
      );
      return gql(t, as, 'mutation ($p: ID!, $l: String!) { removeLanguage(projectId: $p, tag: $l) }', {
        p: on.projectId,
        l: tag,
      });
    },
  },
  'Mutation.createKeys': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($g: ID!, $n: String!) { createKeys(groupId: $g, input: [{ name: $n }]) { id } }',
        {
          g: on.groupId,
          n: `new.${next()}`,
        },
      ),
  },
  'Mutation.updateKey': {
    run: async (on, as) =>
      gql(
        t,
        as,
        'mutation ($k: ID!) { updateKey(id: $k, input: { description: "why" }, expectedVersion: 1) { id } }',
        {
          k: await newKey(on),
        },
      ),
  },
  'Mutation.moveKeys': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($k: ID!, $g: ID!) { moveKeys(ids: [$k], toGroupId: $g) { id } }', {
        k: await newKey(on),
        g: on.otherGroupId,
      }),
  },
  'Mutation.deleteKeys': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($k: ID!) { deleteKeys(ids: [$k]) }', { k: await newKey(on) }),
  },
  ...translationProbes('de'),
  ...translationProbes('fr'),
  'Mutation.inviteMembers': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($p: ID!, $e: String!) { inviteMembers(projectId: $p, input: [{ email: $e, role: VIEWER }]) { id } }',
        {
          p: on.projectId,
          e: `guest${next()}@example.test`,
        },
      ),
  },
  'Mutation.resendInvitation': {
    run: async (on, as) => {
      const made = await invite(t, owner, on.projectId, `guest${next()}@example.test`, 'VIEWER');
      const id = ((made.data?.inviteMembers ?? []) as { id: string }[])[0]?.id;
      return gql(t, as, 'mutation ($i: ID!) { resendInvitation(id: $i) { id } }', { i: id });
    },
  },
  'Mutation.revokeInvitation': {
    run: async (on, as) => {
      const made = await invite(t, owner, on.projectId, `guest${next()}@example.test`, 'VIEWER');
      const id = ((made.data?.inviteMembers ?? []) as { id: string }[])[0]?.id;
      return gql(t, as, 'mutation ($i: ID!) { revokeInvitation(id: $i) }', { i: id });
    },
  },
  'Mutation.updateMember': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($p: ID!, $m: ID!) { updateMember(projectId: $p, memberId: $m, role: VIEWER) { id } }',
        {
          p: on.projectId,
          m: on.memberIds.get('VIEWER'),
        },
      ),
  },
  'Mutation.removeMember': {
    fresh: true,
    run: (on, as) =>
      gql(t, as, 'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }', {
        p: on.projectId,
        m: on.memberIds.get('VIEWER'),
      }),
  },
  'Mutation.leaveProject': {
    fresh: true,
    owner: 'BAD_USER_INPUT',
    run: (on, as) => gql(t, as, 'mutation ($p: ID!) { leaveProject(projectId: $p) }', { p: on.projectId }),
  },
  'Mutation.createApiKey': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($p: ID!) { createApiKey(projectId: $p, input: { name: "CI", scopes: [READ] }) { secret } }',
        { p: on.projectId },
      ),
  },
  'Mutation.revokeApiKey': {
    run: async (on, as) => {
      const made = await ok<{ createApiKey: { apiKey: { id: string } } }>(
        t,
        owner,
        'mutation ($p: ID!) { createApiKey(projectId: $p, input: { name: "CI", scopes: [READ] }) { apiKey { id } } }',
        { p: on.projectId },
      );
      return gql(t, as, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: made.createApiKey.apiKey.id });
    },
  },
  'Mutation.createDistribution': {
    run: (on, as) =>
      gql(t, as, 'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: "Web" }) { id } }', {
        p: on.projectId,
      }),
  },
  'Mutation.updateDistribution': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { updateDistribution(id: $id, input: { name: "Web 2" }) { id } }', {
        id: await ownerDistribution(on),
      }),
  },
  'Mutation.publishRelease': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { publishRelease(distributionId: $id) { number } }', {
        id: await ownerDistribution(on),
      }),
  },
  'Mutation.deleteDistribution': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { deleteDistribution(id: $id) }', { id: await ownerDistribution(on) }),
  },
  'Mutation.createWebhook': {
    run: (on, as) =>
      gql(
        t,
        as,
        'mutation ($p: ID!) { createWebhook(projectId: $p, input: { url: "https://203.0.113.10/hook", events: ["key.created"] }) { secret } }',
        { p: on.projectId },
      ),
  },
  'Mutation.updateWebhook': {
    run: async (on, as) =>
      gql(
        t,
        as,
        'mutation ($id: ID!) { updateWebhook(id: $id, input: { url: "https://203.0.113.11/hook", events: ["key.deleted"] }) { id } }',
        { id: await ownerWebhook(on) },
      ),
  },
  'Mutation.deleteWebhook': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { deleteWebhook(id: $id) }', { id: await ownerWebhook(on) }),
  },
  'Mutation.pingWebhook': {
    run: async (on, as) =>
      gql(t, as, 'mutation ($id: ID!) { pingWebhook(id: $id) { id } }', { id: await ownerWebhook(on) }),
  },
  'Mutation.redeliver': {
    run: async (on, as) => {
      const pinged = await ok<{ pingWebhook: { id: string } }>(
        t,
        owner,
        'mutation ($id: ID!) { pingWebhook(id: $id) { id } }',
        { id: await ownerWebhook(on) },
      );
      return gql(t, as, 'mutation ($d: ID!) { redeliver(deliveryId: $d) { id } }', {
        d: pinged.pingWebhook.id,
      });
    },
  },
  'Mutation.transferOwnership': {
    fresh: true,
    run: (on, as) =>
      gql(t, as, 'mutation ($p: ID!, $m: ID!) { transferOwnership(projectId: $p, memberId: $m) { id } }', {
        p: on.projectId,
        m: on.memberIds.get('DEVELOPER'),
      }),
  },
};

const schema = buildSchema(readFileSync(graphqlSchemaFile, 'utf8'));
const fieldsOf = (type: string) => Object.keys((schema.getType(type) as GraphQLObjectType).getFields());
const projectScoped = (rule: OperationRule | undefined) =>
  rule !== undefined && rule !== 'account' && rule !== 'public';
const operationOf = (probe: string) => probe.split(' ')[0] as string;

beforeAll(async () => {
  t = await createTestApp();
  const first = await person(t, 'owner');
  owner = first.cookies;
  people.set('OWNER', first);
  await ok(t, owner, changePlanMutation, { planId: 'business' });
  for (const role of memberRoles) people.set(role, await person(t, role.toLowerCase()));
  // The developer takes projects over below: their plan must hold every member.
  await ok(t, (people.get('DEVELOPER') as { cookies: Cookies }).cookies, changePlanMutation, {
    planId: 'business',
  });
  people.set('NONE', await person(t, 'stranger'));
  shared = await team();
});
afterAll(() => t.close());

describe('the operation table', () => {
  it('has a rule for every Query, Mutation and Project field, and a probe for every project-scoped one', () => {
    const coordinates = [
      ...fieldsOf('Query').map((field) => `Query.${field}`),
      ...fieldsOf('Mutation').map((field) => `Mutation.${field}`),
      ...fieldsOf('Project').map((field) => `Project.${field}`),
    ];
    expect(coordinates.filter((coordinate) => !(coordinate in graphqlOperations))).toEqual([]);
    expect(Object.keys(graphqlOperations).filter((coordinate) => !coordinates.includes(coordinate))).toEqual(
      [],
    );
    const probed = new Set(Object.keys(probes).map(operationOf));
    const unprobed = coordinates.filter(
      (coordinate) =>
        projectScoped(graphqlOperations[coordinate]?.action) &&
        !coordinate.startsWith('Project.') &&
        coordinate !== 'Query.project' &&
        !probed.has(coordinate),
    );
    expect(unprobed).toEqual([]);
  });

  it('has a rule for every REST route outside /api/auth', () => {
    const routes: string[] = [];
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      // A child's path may start without a slash (the API reference's `js/scalar.js` under `/`).
      const match = line.match(/^([│ ├└─]*)(\S+) \(([^)]+)\)/);
      if (!match) continue;
      const depth = (match[1] as string).length / 4 - 1;
      stack[depth] = `${depth > 0 ? stack[depth - 1] : ''}${match[2]}`;
      stack.length = depth + 1;
      for (const method of (match[3] as string).split(', ')) {
        if (method !== 'HEAD') routes.push(`${method} ${stack[depth]}`);
      }
    }
    expect(routes).toContain('POST /api/imports/:importId/apply');
    const outsideAuth = routes.filter((route) => !route.split(' ')[1]?.startsWith('/api/auth/'));
    expect(outsideAuth.filter((route) => !(route in restOperations))).toEqual([]);
    expect(Object.keys(restOperations).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

describe.each(everyone)('as %s', (who) => {
  const as = () => (people.get(who) as { cookies: Cookies }).cookies;

  it.each(fieldsOf('Project'))('Project.%s', async (field) => {
    const type = (schema.getType('Project') as GraphQLObjectType).getFields()[field]?.type.toString() ?? '';
    const selection = /^\[?(String|ID|Int|Boolean|ProjectRole)/.test(type)
      ? field
      : `${field} { __typename }`;
    const answer = await gql(t, as(), `query ($p: ID!) { project(id: $p) { ${selection} } }`, {
      p: shared.projectId,
    });
    expect(outcomeOf(answer), JSON.stringify(answer.errors)).toBe(
      expected(graphqlOperations[`Project.${field}`]?.action as OperationRule, who),
    );
  });

  it.each(Object.keys(probes))('%s', async (name) => {
    const probe = probes[name] as Probe;
    const rule = probe.rule ?? (graphqlOperations[operationOf(name)]?.action as OperationRule);
    const on = probe.fresh ? await team() : shared;
    const answer = await probe.run(on, as());
    const want = who === 'OWNER' && probe.owner ? probe.owner : expected(rule, who, probe.language);
    expect(outcomeOf(answer), JSON.stringify(answer.errors)).toBe(want);
  });

  it('REST: exports, imports and apply', async () => {
    const statusOf = (code: number) =>
      code === 404 ? 'NOT_FOUND' : code === 403 ? 'FORBIDDEN' : code < 300 ? 'allowed' : String(code);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${shared.projectId}/export`,
      cookies: as(),
    });
    expect(statusOf(exported.statusCode)).toBe(
      expected(restOperations['GET /api/projects/:projectId/export']?.action as OperationRule, who),
    );
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${shared.groupId}/export/de.json`,
      cookies: as(),
    });
    expect(statusOf(file.statusCode)).toBe(
      expected(restOperations['GET /api/groups/:groupId/export/:file']?.action as OperationRule, who),
    );

    const upload = await uploadJson(
      t,
      as(),
      shared.projectId,
      `{"imported${next()}": "x"}`,
      'language=de&group=common',
    );
    const uploadRule = restOperations['POST /api/projects/:projectId/imports']?.action as OperationRule;
    expect(statusOf(upload.statusCode), upload.body).toBe(expected(uploadRule, who));
    if (upload.statusCode === 201) {
      const { id } = upload.json() as { id: string };
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/imports/${id}/apply`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ overwrite: true, createGroups: true, addLanguages: true }),
        cookies: as(),
      });
      expect(statusOf(applied.statusCode), applied.body).toBe(
        expected(restOperations['POST /api/imports/:importId/apply']?.action as OperationRule, who),
      );
      for (;;) {
        const read = (
          await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, cookies: as() })
        ).json() as { status: string };
        if (read.status !== 'applying') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
});

describe('a member demoted between preview and apply', () => {
  it('is refused the apply with FORBIDDEN, and nothing is written', async () => {
    const developer = people.get('DEVELOPER') as { cookies: Cookies };
    const upload = await uploadJson(
      t,
      developer.cookies,
      shared.projectId,
      '{"late.key": "x"}',
      'language=de&group=common',
    );
    expect(upload.statusCode, upload.body).toBe(201);
    await ok(
      t,
      owner,
      'mutation ($p: ID!, $m: ID!) { updateMember(projectId: $p, memberId: $m, role: TRANSLATOR, languages: ["de"]) { id } }',
      {
        p: shared.projectId,
        m: shared.memberIds.get('DEVELOPER'),
      },
    );
    try {
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/imports/${(upload.json() as { id: string }).id}/apply`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ overwrite: true, createGroups: true, addLanguages: true }),
        cookies: developer.cookies,
      });
      expect(applied.statusCode).toBe(403);
      expect(applied.json()).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await ok(
        t,
        owner,
        'mutation ($p: ID!, $m: ID!) { updateMember(projectId: $p, memberId: $m, role: DEVELOPER) { id } }',
        {
          p: shared.projectId,
          m: shared.memberIds.get('DEVELOPER'),
        },
      );
    }
  });
});
