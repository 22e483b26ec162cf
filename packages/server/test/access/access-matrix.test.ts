import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ApiScope, allows, type ProjectRole } from '@verba/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeForAction, scopesGrant } from '../../src/access/api-scopes.ts';
import {
  graphqlOperations,
  type Operation,
  type OperationRule,
  restOperations,
} from '../../src/access/operations.ts';
import { distributions, webhooks } from '../../src/db/schema.ts';
import { graphqlSchemaFile } from '../../src/paths.ts';
import { createKey, gqlWithKey } from '../api-keys/api-key-client.ts';
import { listening, openStream } from '../events/event-stream-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { uploadJson } from '../imports/import-client.ts';
import {
  changePlanMutation,
  createGroup,
  createProject,
  type GraphqlAnswer,
  gql,
} from '../projects/graphql-client.ts';
import { type Cookies, invitationToken, invite, pastResendCooldown, person } from '../teams/team-client.ts';
import { ok } from '../workspace/workspace-client.ts';

// Every principal against every operation of graphqlOperations and restOperations: a session of
// every role and of someone who is no member, and API keys with each scope set (their creator's
// role limits them too), one of them of another project. Each answer is allowed, FORBIDDEN or
// NOT_FOUND as the permission table and the operation's key scope say.

type Who = ProjectRole | 'NONE';
const everyone: Who[] = ['OWNER', 'MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER', 'NONE'];
const memberRoles = ['MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER'] as const;
// TRANSLATOR and REVIEWER hold German; French is outside their languages.
const ownLanguages = (role: ProjectRole) => (role === 'TRANSLATOR' || role === 'REVIEWER' ? ['de'] : []);

/** Who calls: a session of a role, or an API key its creator (of that role) made. */
interface Principal {
  name: string;
  role: Who;
  key?: { scopes: ApiScope[]; otherProject?: boolean };
}
const all: ApiScope[] = ['READ', 'WRITE', 'IMPORT'];
// A key's creator is a DEVELOPER or above: below that the key stops working (api-keys.test.ts).
// Every WRITE action is a DEVELOPER's too, so the roles above add no case of their own.
const keyOf = (role: ProjectRole, scopes: ApiScope[], otherProject = false): Principal => ({
  name: `key ${scopes.join('+')} of ${role}${otherProject ? ' in another project' : ''}`,
  role,
  key: { scopes, otherProject },
});
const principals: Principal[] = [
  ...everyone.map((role) => ({ name: `session of ${role}`, role })),
  ...[['READ'], ['WRITE'], ['IMPORT'], ['READ', 'IMPORT'], all].map((scopes) =>
    keyOf('OWNER', scopes as ApiScope[]),
  ),
  keyOf('DEVELOPER', ['READ', 'WRITE']),
  keyOf('OWNER', all, true),
];

type Outcome = 'allowed' | 'FORBIDDEN' | 'NOT_FOUND' | string;

const isProjectAction = (rule: OperationRule) => rule !== 'account' && rule !== 'public';

/** Whether a key is refused before the operation runs: no key makes it, or its scopes lack the row's. */
const refusedUpFront = (operation: Operation, who: Principal) =>
  who.key !== undefined && (operation.key === null || !scopesGrant(who.key.scopes, operation.key));

/**
 * What a key gets before its role counts: FORBIDDEN for an operation no key makes or its scopes do
 * not grant, and for an action no scope grants; NOT_FOUND in a project not its own.
 */
function keyOutcome(
  operation: Operation,
  rule: OperationRule,
  who: Principal,
  authored = false,
): Outcome | undefined {
  if (!who.key) return undefined;
  if (refusedUpFront(operation, who)) return 'FORBIDDEN';
  if (who.key.otherProject) return 'NOT_FOUND';
  // Its creator's own row (a comment): no role limits the author, nor the key acting for them.
  if (authored) return 'allowed';
  if (isProjectAction(rule) && scopeForAction[rule as keyof typeof scopeForAction] === null)
    return 'FORBIDDEN';
  return undefined;
}

function roleOutcome(rule: OperationRule, who: Who, language?: string): Outcome {
  if (!isProjectAction(rule)) throw new Error('not project-scoped');
  if (who === 'NONE') return 'NOT_FOUND';
  const membership = { role: who, languages: ownLanguages(who) };
  return allows(
    membership,
    rule as Parameters<typeof allows>[1],
    language ? { language, baseLanguage: 'en' } : undefined,
  )
    ? 'allowed'
    : 'FORBIDDEN';
}

function expected(operation: Operation, rule: OperationRule, who: Principal, language?: string): Outcome {
  return keyOutcome(operation, rule, who) ?? roleOutcome(rule, who.role, language);
}

/** An answer's outcome: a root that reads null for someone outside the project is NOT_FOUND too. */
function outcomeOf(answer: GraphqlAnswer): Outcome {
  if (answer.code) return answer.code;
  const root = Object.values(answer.data ?? {})[0];
  return root === null && answer.data && !('respondToInvitation' in answer.data) ? 'NOT_FOUND' : 'allowed';
}

/** A session's cookies or an API key's secret. */
type Caller = { cookies: Cookies } | { secret: string };
const ask = (as: Caller, query: string, variables?: Record<string, unknown>) =>
  'secret' in as ? gqlWithKey(t, as.secret, query, variables) : gql(t, as.cookies, query, variables);
const send = (as: Caller, request: InjectOptions) =>
  t.app.inject(
    'secret' in as
      ? { ...request, headers: { ...request.headers, authorization: `Bearer ${as.secret}` } }
      : { ...request, cookies: as.cookies },
  );

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

/**
 * Set while a key runs a probe its scopes refuse: the refusal comes before any row is read, so the
 * owner's setup is skipped and the operation asks about ids that do not exist (a broken scope check
 * would answer NOT_FOUND, not FORBIDDEN). It keeps the key axis of the matrix fast.
 */
let dry = false;
/** The owner's setup, or a made-up id in a dry run. */
const prepared = (make: () => Promise<string>): Promise<string> =>
  dry ? Promise.resolve(randomUUID()) : make();

const keyNames = new Map<string, string>();
/** A new key in the team's first group, made by the owner. */
async function newKey(on: Team) {
  if (dry) return randomUUID();
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
  /** What the owner's session gets instead of `allowed`, when the operation refuses the owner itself. */
  owner?: Outcome;
  /** The owner wrote the row it acts on: a key of the owner acts as its author. */
  ownersRow?: boolean;
  run(on: Team, as: Caller): Promise<GraphqlAnswer>;
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
  if (dry) return randomUUID();
  const data = await ok<{ addComment: { id: string } }>(
    t,
    owner,
    'mutation ($k: ID!, $l: String) { addComment(keyId: $k, language: $l, text: "Why this word?") { id } }',
    { k: await newKey(on), l: language },
  );
  return data.addComment.id;
}

/**
 * A webhook the owner made in the team's project, in place of the ones before it (a project has at
 * most 25). Its URL is then set to a loopback address, which every attempt refuses after DNS
 * without connecting anywhere: pings answer at once.
 */
async function ownerWebhook(on: Team): Promise<string> {
  if (dry) return randomUUID();
  await t.database.db.delete(webhooks).where(eq(webhooks.projectId, on.projectId));
  const data = await ok<{ createWebhook: { webhook: { id: string } } }>(
    t,
    owner,
    'mutation ($p: ID!) { createWebhook(projectId: $p, input: { url: "https://93.184.215.14/hook", events: ["key.created"] }) { webhook { id } } }',
    { p: on.projectId },
  );
  const { id } = data.createWebhook.webhook;
  await t.database.db.update(webhooks).set({ url: 'http://127.0.0.1:9/hook' }).where(eq(webhooks.id, id));
  return id;
}

/** Takes the project's distributions away, so the next one made stays within the 25 a project has. */
const clearDistributions = (on: Team) =>
  t.database.db.delete(distributions).where(eq(distributions.projectId, on.projectId));

/** A distribution the owner made in the team's project, in place of the ones before it. */
async function ownerDistribution(on: Team): Promise<string> {
  if (dry) return randomUUID();
  await clearDistributions(on);
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
  if (dry) return randomUUID();
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
      ask(as, 'mutation ($i: SuggestionInput!) { suggestTranslation(input: $i) { id } }', {
        i: { keyId: await newKey(on), language, text: 'Vorschlag' },
      }),
  },
  [`Mutation.acceptSuggestion ${language}`]: {
    language,
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { acceptSuggestion(id: $id, expectedVersion: 0) { version } }', {
        id: await ownerSuggestion(on, language),
      }),
  },
  [`Mutation.rejectSuggestion ${language}`]: {
    language,
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { rejectSuggestion(id: $id) { id } }', {
        id: await ownerSuggestion(on, language),
      }),
  },
  [`Mutation.resolveComment ${language}`]: {
    language,
    ownersRow: true,
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { resolveComment(id: $id, resolved: true) { id } }', {
        id: await ownerComment(on, language),
      }),
  },
  [`Mutation.setTranslation ${language}`]: {
    language,
    run: async (on, as) =>
      ask(as, 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
        i: value(await newKey(on), language),
      }),
  },
  [`Mutation.setTranslation ${language} REVIEWED`]: {
    language,
    rule: 'review',
    run: async (on, as) =>
      ask(as, 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
        i: value(await newKey(on), language, 'REVIEWED'),
      }),
  },
  [`Mutation.dismissIssues ${language}`]: {
    language,
    run: async (on, as) =>
      ask(as, 'mutation ($p: ID!, $i: [IssueRef!]!) { dismissIssues(projectId: $p, items: $i) }', {
        p: on.projectId,
        i: [{ keyId: await newKey(on), language, code: 'SAME_AS_SOURCE' }],
      }),
  },
  [`Mutation.setTranslations ${language}`]: {
    language,
    run: async (on, as) =>
      ask(as, 'mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }', {
        i: [value(await newKey(on), language)],
      }),
  },
  [`Mutation.revertTranslation ${language}`]: {
    language,
    run: async (on, as) => {
      const keyId = await newKey(on);
      const save = 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }';
      if (dry)
        return ask(
          as,
          'mutation ($a: ID!) { revertTranslation(activityId: $a, expectedVersion: 2) { version } }',
          { a: keyId },
        );
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
      return ask(
        as,
        'mutation ($a: ID!) { revertTranslation(activityId: $a, expectedVersion: 2) { version } }',
        {
          a: first?.id,
        },
      );
    },
  },
});

/**
 * A key's machine suggestions, reached through the team's group: the key is made whatever the run
 * (a dry run's made-up group would answer NOT_FOUND before the field's own check). No provider is
 * configured here, so an allowed call answers an empty list after its check.
 */
const machineProbes = (language: string): Record<string, Probe> => ({
  [`Key.machine ${language}`]: {
    language,
    run: async (on, as) => {
      const name = `machine.${next()}`;
      await ok(
        t,
        owner,
        'mutation ($g: ID!, $n: String!) { createKeys(groupId: $g, input: [{ name: $n }]) { id } }',
        {
          g: on.groupId,
          n: name,
        },
      );
      return ask(
        as,
        'query ($p: ID!, $g: ID!, $n: String!, $l: String!) { group(projectId: $p, id: $g) { keys(filter: { search: $n }, first: 1) { nodes { machine(language: $l) { provider } } } } }',
        { p: on.projectId, g: on.groupId, n: name, l: language },
      );
    },
  },
});

const pretranslateMutation =
  'mutation ($p: ID!) { pretranslate(projectId: $p, input: { languages: ["de"], source: MACHINE }) { id } }';

/** A pre-translation the owner started in the team's project (its keys have no base text: it writes nothing). */
async function ownerJob(on: Team): Promise<string> {
  if (dry) return randomUUID();
  const data = await ok<{ pretranslate: { id: string } }>(t, owner, pretranslateMutation, {
    p: on.projectId,
  });
  return data.pretranslate.id;
}

/** A glossary term the owner added to the team's project. */
async function ownerTerm(on: Team): Promise<string> {
  if (dry) return randomUUID();
  const data = await ok<{ createGlossaryTerm: { id: string } }>(
    t,
    owner,
    'mutation ($p: ID!, $term: String!) { createGlossaryTerm(projectId: $p, input: { term: $term }) { id } }',
    { p: on.projectId, term: `term ${next()}` },
  );
  return data.createGlossaryTerm.id;
}

const probes: Record<string, Probe> = {
  'Mutation.createGlossaryTerm': {
    run: (on, as) =>
      ask(
        as,
        'mutation ($p: ID!, $term: String!) { createGlossaryTerm(projectId: $p, input: { term: $term }) { id } }',
        {
          p: on.projectId,
          term: `term ${next()}`,
        },
      ),
  },
  'Mutation.updateGlossaryTerm': {
    run: async (on, as) =>
      ask(
        as,
        'mutation ($id: ID!, $term: String!) { updateGlossaryTerm(id: $id, input: { term: $term }, expectedVersion: 1) { id } }',
        { id: await ownerTerm(on), term: `term ${next()}` },
      ),
  },
  'Mutation.deleteGlossaryTerm': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { deleteGlossaryTerm(id: $id) }', { id: await ownerTerm(on) }),
  },
  'Mutation.pretranslate': {
    run: (on, as) => ask(as, pretranslateMutation, { p: on.projectId }),
  },
  'Mutation.cancelJob': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { cancelJob(id: $id) { state } }', { id: await ownerJob(on) }),
  },
  'Query.job': {
    run: async (on, as) => ask(as, 'query ($id: ID!) { job(id: $id) { state } }', { id: await ownerJob(on) }),
  },
  'Mutation.addComment': {
    run: async (on, as) =>
      ask(as, 'mutation ($k: ID!) { addComment(keyId: $k, text: "A question") { id } }', {
        k: await newKey(on),
      }),
  },
  'Mutation.deleteComment': {
    ownersRow: true,
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { deleteComment(id: $id) }', { id: await ownerComment(on, null) }),
  },
  'Query.group': {
    run: (on, as) =>
      ask(as, 'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { id } }', {
        p: on.projectId,
        g: on.groupId,
      }),
  },
  'Mutation.updateProject': {
    run: (on, as) =>
      ask(
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
    run: (on, as) => ask(as, 'mutation ($p: ID!) { deleteProject(id: $p) }', { p: on.projectId }),
  },
  'Mutation.createGroup': {
    run: (on, as) =>
      ask(as, 'mutation ($p: ID!, $n: String!) { createGroup(projectId: $p, input: { name: $n }) { id } }', {
        p: on.projectId,
        n: `group ${next()}`,
      }),
  },
  'Mutation.updateGroup': {
    run: async (on, as) => {
      const group = {
        id: await prepared(async () => (await createGroup(t, owner, on.projectId, `group ${next()}`)).id),
      };
      return ask(
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
      const group = {
        id: await prepared(async () => (await createGroup(t, owner, on.projectId, `group ${next()}`)).id),
      };
      return ask(as, 'mutation ($p: ID!, $g: ID!) { deleteGroup(projectId: $p, id: $g) }', {
        p: on.projectId,
        g: group.id,
      });
    },
  },
  'Mutation.updateFileShape': {
    run: async (on, as) => {
      const group = {
        id: await prepared(async () => (await createGroup(t, owner, on.projectId, `group ${next()}`)).id),
      };
      return ask(
        as,
        'mutation ($g: ID!) { updateFileShape(groupId: $g, input: { sortKeys: false }) { id } }',
        { g: group.id },
      );
    },
  },
  'Mutation.addLanguages': {
    run: (on, as) =>
      ask(as, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["it"]) { tag } }', {
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
      return ask(as, 'mutation ($p: ID!, $l: String!) { removeLanguage(projectId: $p, tag: $l) }', {
        p: on.projectId,
        l: tag,
      });
    },
  },
  'Mutation.createKeys': {
    run: (on, as) =>
      ask(as, 'mutation ($g: ID!, $n: String!) { createKeys(groupId: $g, input: [{ name: $n }]) { id } }', {
        g: on.groupId,
        n: `new.${next()}`,
      }),
  },
  'Mutation.updateKey': {
    run: async (on, as) =>
      ask(
        as,
        'mutation ($k: ID!) { updateKey(id: $k, input: { description: "why" }, expectedVersion: 1) { id } }',
        {
          k: await newKey(on),
        },
      ),
  },
  'Mutation.moveKeys': {
    run: async (on, as) =>
      ask(as, 'mutation ($k: ID!, $g: ID!) { moveKeys(ids: [$k], toGroupId: $g) { id } }', {
        k: await newKey(on),
        g: on.otherGroupId,
      }),
  },
  'Mutation.deleteKeys': {
    run: async (on, as) => ask(as, 'mutation ($k: ID!) { deleteKeys(ids: [$k]) }', { k: await newKey(on) }),
  },
  ...translationProbes('de'),
  ...translationProbes('fr'),
  ...machineProbes('de'),
  ...machineProbes('fr'),
  'Mutation.inviteMembers': {
    run: (on, as) =>
      ask(
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
      const id = await prepared(async () => {
        const made = await invite(t, owner, on.projectId, `guest${next()}@example.test`, 'VIEWER');
        const invited = ((made.data?.inviteMembers ?? []) as { id: string }[])[0]?.id as string;
        await pastResendCooldown(t, invited);
        return invited;
      });
      return ask(as, 'mutation ($i: ID!) { resendInvitation(id: $i) { id } }', { i: id });
    },
  },
  'Mutation.revokeInvitation': {
    run: async (on, as) => {
      const id = await prepared(async () => {
        const made = await invite(t, owner, on.projectId, `guest${next()}@example.test`, 'VIEWER');
        return ((made.data?.inviteMembers ?? []) as { id: string }[])[0]?.id as string;
      });
      return ask(as, 'mutation ($i: ID!) { revokeInvitation(id: $i) }', { i: id });
    },
  },
  'Mutation.updateMember': {
    run: (on, as) =>
      ask(
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
      ask(as, 'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }', {
        p: on.projectId,
        m: on.memberIds.get('VIEWER'),
      }),
  },
  'Mutation.leaveProject': {
    fresh: true,
    owner: 'BAD_USER_INPUT',
    run: (on, as) => ask(as, 'mutation ($p: ID!) { leaveProject(projectId: $p) }', { p: on.projectId }),
  },
  'Mutation.createApiKey': {
    run: (on, as) =>
      ask(
        as,
        'mutation ($p: ID!) { createApiKey(projectId: $p, input: { name: "CI", scopes: [READ] }) { secret } }',
        { p: on.projectId },
      ),
  },
  'Mutation.revokeApiKey': {
    run: async (on, as) => {
      const id = await prepared(async () => {
        const made = await ok<{ createApiKey: { apiKey: { id: string } } }>(
          t,
          owner,
          'mutation ($p: ID!) { createApiKey(projectId: $p, input: { name: "CI", scopes: [READ] }) { apiKey { id } } }',
          { p: on.projectId },
        );
        return made.createApiKey.apiKey.id;
      });
      return ask(as, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', { id });
    },
  },
  'Mutation.createDistribution': {
    run: async (on, as) => {
      if (!dry) await clearDistributions(on);
      return ask(
        as,
        'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: "Web" }) { id } }',
        {
          p: on.projectId,
        },
      );
    },
  },
  'Mutation.updateDistribution': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { updateDistribution(id: $id, input: { name: "Web 2" }) { id } }', {
        id: await ownerDistribution(on),
      }),
  },
  'Mutation.updateCheck': {
    run: (on, as) =>
      ask(
        as,
        'mutation ($p: ID!) { updateCheck(projectId: $p, code: "DOUBLE_SPACE", enabled: true) { code } }',
        {
          p: on.projectId,
        },
      ),
  },
  'Mutation.publishRelease': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { publishRelease(distributionId: $id) { number } }', {
        id: await ownerDistribution(on),
      }),
  },
  'Mutation.deleteDistribution': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { deleteDistribution(id: $id) }', { id: await ownerDistribution(on) }),
  },
  'Mutation.createWebhook': {
    run: (on, as) =>
      ask(
        as,
        'mutation ($p: ID!) { createWebhook(projectId: $p, input: { url: "https://93.184.215.14/hook", events: ["key.created"] }) { secret } }',
        { p: on.projectId },
      ),
  },
  'Mutation.updateWebhook': {
    run: async (on, as) =>
      ask(
        as,
        'mutation ($id: ID!) { updateWebhook(id: $id, input: { url: "https://93.184.215.15/hook", events: ["key.deleted"] }) { id } }',
        { id: await ownerWebhook(on) },
      ),
  },
  'Mutation.deleteWebhook': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { deleteWebhook(id: $id) }', { id: await ownerWebhook(on) }),
  },
  'Mutation.pingWebhook': {
    run: async (on, as) =>
      ask(as, 'mutation ($id: ID!) { pingWebhook(id: $id) { id } }', { id: await ownerWebhook(on) }),
  },
  'Mutation.redeliver': {
    run: async (on, as) => {
      const deliveryId = await prepared(async () => {
        const pinged = await ok<{ pingWebhook: { id: string } }>(
          t,
          owner,
          'mutation ($id: ID!) { pingWebhook(id: $id) { id } }',
          { id: await ownerWebhook(on) },
        );
        return pinged.pingWebhook.id;
      });
      return ask(as, 'mutation ($d: ID!) { redeliver(deliveryId: $d) { id } }', {
        d: deliveryId,
      });
    },
  },
  'Mutation.transferOwnership': {
    fresh: true,
    run: (on, as) =>
      ask(as, 'mutation ($p: ID!, $m: ID!) { transferOwnership(projectId: $p, memberId: $m) { id } }', {
        p: on.projectId,
        m: on.memberIds.get('DEVELOPER'),
      }),
  },
};

/** An HTTP answer's outcome. */
const statusOutcome = (code: number, body: string): Outcome =>
  code === 404 ? 'NOT_FOUND' : code === 403 ? 'FORBIDDEN' : code < 300 ? 'allowed' : `${code} ${body}`;

interface RestProbe {
  /** Overrides the route's rule: the caller's own upload comes first. */
  rule?: OperationRule;
  language?: string;
  run(on: Team, as: Caller): Promise<Outcome>;
}

/** The caller's upload of one JSON file to the team's project: its id, or the refusal. */
async function upload(on: Team, as: Caller, prefix: string): Promise<{ id: string } | { refused: Outcome }> {
  const answer = await send(as, {
    method: 'POST',
    url: `${prefix}/projects/${on.projectId}/imports?language=de&group=common`,
    headers: { 'content-type': 'application/json' },
    payload: `{"imported${next()}": "x"}`,
  });
  if (answer.statusCode !== 201) return { refused: statusOutcome(answer.statusCode, answer.body) };
  return answer.json() as { id: string };
}

/** Reads the import until its apply has ended, so the next probe finds the project idle. */
async function settled(as: Caller, prefix: string, id: string): Promise<void> {
  for (;;) {
    const read = (await send(as, { method: 'GET', url: `${prefix}/imports/${id}` })).json() as {
      status: string;
    };
    if (read.status !== 'applying') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The export and import routes, at /api and again at /api/v1 (the public REST API). */
const importExportProbes = (prefix: string): Record<string, RestProbe> => ({
  [`GET ${prefix}/projects/:projectId/export`]: {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `${prefix}/projects/${on.projectId}/export` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  [`GET ${prefix}/groups/:groupId/export/:file`]: {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `${prefix}/groups/${on.groupId}/export/de.json` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  [`POST ${prefix}/projects/:projectId/imports`]: {
    run: async (on, as) => {
      const made = await upload(on, as, prefix);
      return 'refused' in made ? made.refused : 'allowed';
    },
  },
  [`GET ${prefix}/projects/:projectId/exchange`]: {
    run: async (on, as) => {
      const url = `${prefix}/projects/${on.projectId}/exchange?language=de&format=po`;
      const answer = await send(as, { method: 'GET', url });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  [`POST ${prefix}/projects/:projectId/exchange`]: {
    run: async (on, as) => {
      const answer = await send(as, {
        method: 'POST',
        url: `${prefix}/projects/${on.projectId}/exchange`,
        headers: { 'content-type': 'text/x-gettext-translation' },
        payload: 'msgid ""\nmsgstr ""\n"Language: de\\n"\n',
      });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  [`POST ${prefix}/imports/:importId/apply`]: {
    run: async (on, as) => {
      const made = await upload(on, as, prefix);
      if ('refused' in made) return made.refused;
      const applied = await send(as, {
        method: 'POST',
        url: `${prefix}/imports/${made.id}/apply`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ overwrite: true, createGroups: true, addLanguages: true }),
      });
      await settled(as, prefix, made.id);
      return statusOutcome(applied.statusCode, applied.body);
    },
  },
  [`GET ${prefix}/imports/:importId`]: {
    rule: 'editKeys',
    run: async (on, as) => {
      const made = await upload(on, as, prefix);
      if ('refused' in made) return made.refused;
      const read = await send(as, { method: 'GET', url: `${prefix}/imports/${made.id}` });
      return statusOutcome(read.statusCode, read.body);
    },
  },
  [`POST ${prefix}/imports/:importId/discard`]: {
    rule: 'editKeys',
    run: async (on, as) => {
      const made = await upload(on, as, prefix);
      if ('refused' in made) return made.refused;
      const discarded = await send(as, {
        method: 'POST',
        url: `${prefix}/imports/${made.id}/discard`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      return statusOutcome(discarded.statusCode, discarded.body);
    },
  },
});

let base: string;
const restProbes: Record<string, RestProbe> = {
  ...importExportProbes('/api'),
  ...importExportProbes('/api/v1'),
  'GET /api/projects/:projectId/events': {
    run: async (on, as) => {
      const stream =
        'secret' in as
          ? await openStream(base, on.projectId, {}, { authorization: `Bearer ${as.secret}` })
          : await openStream(base, on.projectId, as.cookies);
      stream.close();
      return statusOutcome(stream.status, '');
    },
  },
  'GET /api/projects/:projectId/glossary.csv': {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `/api/projects/${on.projectId}/glossary.csv` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'GET /api/projects/:projectId/glossary.tbx': {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `/api/projects/${on.projectId}/glossary.tbx` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'POST /api/projects/:projectId/glossary': {
    run: async (on, as) => {
      const answer = await send(as, {
        method: 'POST',
        url: `/api/projects/${on.projectId}/glossary`,
        headers: { 'content-type': 'text/csv' },
        payload: `term\nterm ${next()}\n`,
      });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'GET /api/projects/:projectId/memory.tmx': {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `/api/projects/${on.projectId}/memory.tmx` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'POST /api/projects/:projectId/presence': {
    run: async (on, as) => {
      const answer = await send(as, {
        method: 'POST',
        url: `/api/projects/${on.projectId}/presence`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ groupId: on.groupId }),
      });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'GET /api/v1/projects/:projectId': {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `/api/v1/projects/${on.projectId}` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'GET /api/v1/projects/:projectId/keys': {
    run: async (on, as) => {
      const answer = await send(as, { method: 'GET', url: `/api/v1/projects/${on.projectId}/keys` });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
  'PATCH /api/v1/projects/:projectId/translations': {
    language: 'de',
    run: async (on, as) => {
      const key = keyNames.get(await newKey(on));
      const answer = await send(as, {
        method: 'PATCH',
        url: `/api/v1/projects/${on.projectId}/translations`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ translations: [{ group: 'common', key, language: 'de', text: 'Hallo' }] }),
      });
      return statusOutcome(answer.statusCode, answer.body);
    },
  },
};

const schema = buildSchema(readFileSync(graphqlSchemaFile, 'utf8'));
const fieldsOf = (type: string) => Object.keys((schema.getType(type) as GraphQLObjectType).getFields());
/** An operation someone may be refused: a project action, or one a key needs a scope for. */
const guarded = (operation: Operation | undefined) =>
  operation !== undefined && (isProjectAction(operation.action) || operation.key !== null);
const operationOf = (probe: string) => probe.split(' ')[0] as string;
const graphqlRow = (coordinate: string) => graphqlOperations[coordinate] as Operation;
const restRow = (route: string) => restOperations[route] as Operation;

const callers = new Map<string, Caller>();
const callerOf = (who: Principal) => callers.get(who.name) as Caller;

beforeAll(async () => {
  // One owner invites for every row: far more invitation mails than a person's day allows.
  // A machine provider nobody answers at: the keys here have no base text, so none is ever asked.
  t = await createTestApp(
    { MT_LIBRETRANSLATE_URL: 'http://127.0.0.1:9' },
    { invitationMailsPerDay: 100_000 },
  );
  base = await listening(t.app);
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
  const elsewhere = (await createProject(t, owner, 'Elsewhere', 'en')).id;
  for (const who of principals) {
    const cookies = (people.get(who.role) as { cookies: Cookies }).cookies;
    if (!who.key) callers.set(who.name, { cookies });
    else {
      const projectId = who.key.otherProject ? elsewhere : shared.projectId;
      callers.set(who.name, { secret: (await createKey(t, cookies, projectId, who.key.scopes)).secret });
    }
  }
});
afterAll(() => t.close());

describe('the operation table', () => {
  it('has a row for every Query, Mutation and Project field, and a probe for every guarded one', () => {
    const coordinates = [
      ...fieldsOf('Query').map((field) => `Query.${field}`),
      ...fieldsOf('Mutation').map((field) => `Mutation.${field}`),
      ...fieldsOf('Project').map((field) => `Project.${field}`),
      // Nested fields with a right of their own: a machine suggestion spends the owner's characters.
      ...fieldsOf('Key')
        .map((field) => `Key.${field}`)
        .filter((coordinate) => coordinate in graphqlOperations),
    ];
    expect(coordinates.filter((coordinate) => !(coordinate in graphqlOperations))).toEqual([]);
    expect(Object.keys(graphqlOperations).filter((coordinate) => !coordinates.includes(coordinate))).toEqual(
      [],
    );
    const probed = new Set(Object.keys(probes).map(operationOf));
    const unprobed = coordinates.filter(
      (coordinate) =>
        guarded(graphqlOperations[coordinate]) &&
        !coordinate.startsWith('Project.') &&
        coordinate !== 'Query.project' &&
        !probed.has(coordinate),
    );
    expect(unprobed).toEqual([]);
  });

  it('has a row for every REST route outside /api/auth, and a probe for every guarded one', () => {
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
    const unprobed = Object.keys(restOperations).filter(
      (route) => guarded(restOperations[route]) && !(route in restProbes),
    );
    expect(unprobed).toEqual([]);
  });

  it('asks no key scope that the action itself never grants', () => {
    const rows = [...Object.entries(graphqlOperations), ...Object.entries(restOperations)];
    const contradictions = rows.filter(
      ([name, operation]) =>
        operation.key !== null &&
        isProjectAction(operation.action) &&
        scopeForAction[operation.action as keyof typeof scopeForAction] === null &&
        // The author's own comment: the key acts as its author, whom no role limits.
        name !== 'Mutation.deleteComment',
    );
    expect(contradictions).toEqual([]);
  });
});

describe.each(principals)('as $name', (who) => {
  it.each(fieldsOf('Project'))('Project.%s', async (field) => {
    const type = (schema.getType('Project') as GraphQLObjectType).getFields()[field]?.type.toString() ?? '';
    const selection = /^\[?(String|ID|Int|Boolean|ProjectRole)/.test(type)
      ? field
      : `${field} { __typename }`;
    const answer = await ask(callerOf(who), `query ($p: ID!) { project(id: $p) { ${selection} } }`, {
      p: shared.projectId,
    });
    const row = graphqlRow(`Project.${field}`);
    const want = keyOutcome(graphqlRow('Query.project'), 'read', who) ?? expected(row, row.action, who);
    expect(outcomeOf(answer), JSON.stringify(answer.errors)).toBe(want);
  });

  it.each(Object.keys(probes))('%s', async (name) => {
    const probe = probes[name] as Probe;
    const row = graphqlRow(operationOf(name));
    const rule = probe.rule ?? row.action;
    const byKey = keyOutcome(row, rule, who, who.role === 'OWNER' && probe.ownersRow);
    // A key is of the shared project: an operation that needs a team of its own is none of a key's.
    if (probe.fresh && who.key && byKey !== 'FORBIDDEN')
      throw new Error(`${name} needs a key of its own team`);
    const on = probe.fresh && !who.key ? await team() : shared;
    dry = refusedUpFront(row, who);
    const answer = await probe.run(on, callerOf(who)).finally(() => {
      dry = false;
    });
    const want =
      !who.key && who.role === 'OWNER' && probe.owner
        ? probe.owner
        : (byKey ?? roleOutcome(rule, who.role, probe.language));
    expect(outcomeOf(answer), JSON.stringify(answer.errors)).toBe(want);
  });

  it.each(Object.keys(restProbes))('%s', async (route) => {
    const probe = restProbes[route] as RestProbe;
    const row = restRow(route);
    const rule = probe.rule ?? row.action;
    dry = refusedUpFront(row, who);
    const outcome = await probe.run(shared, callerOf(who)).finally(() => {
      dry = false;
    });
    expect(outcome).toBe(expected(row, rule, who, probe.language));
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
