import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFields, listSizes } from '../../src/graphql/list-sizes.ts';
import { MAX_COST, measureCost } from '../../src/graphql/query-cost.ts';
import { graphqlSchemaFile } from '../../src/paths.ts';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, workspace } from '../workspace/workspace-client.ts';

// Cost is measured per request with the variables' real values (query-cost.ts); each bypass of
// the former measure (issue 24, item 2) has a case here.

// Built by yoga, as the server's is: graphql-query-complexity must see the same copy of graphql.
const schema = createSchema({ typeDefs: readFileSync(graphqlSchemaFile, 'utf8') });
const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const measured = measureCost(
    schema,
    parse(query),
    undefined,
    { projectId: 'p', groupId: 'g', ...variables },
    Number.POSITIVE_INFINITY,
  );
  if (!measured || !('cost' in measured)) throw new Error(`refused: ${JSON.stringify(measured)}`);
  return measured.cost;
};
const tags = (count: number) => Array.from({ length: count }, (_, i) => `x-${i}`);

let t: TestApp;
let cookies: Cookies;
let projectId: string;
let groupId: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await workspace(t);
  cookies = made.cookies;
  projectId = made.project.id;
  groupId = made.group.id;
  await createKeys(t, cookies, groupId, [{ name: 'a' }, { name: 'b' }]);
});
afterAll(() => t.close());

const refusedWithoutRunning = async (query: string, variables: Record<string, unknown> = {}) => {
  const queries = countQueries(t.database.db);
  const answer = await gql(t, cookies, query, { projectId, groupId, ...variables });
  expect(answer.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
  expect(answer.data ?? null).toBeNull();
  // Refused before the session is read: not one statement reached the database.
  expect(queries.count).toBe(0);
  return answer;
};

const historyBomb = (first: number | string) => `query ($projectId: ID!, $groupId: ID!) {
  group(projectId: $projectId, id: $groupId) {
    ${Array.from({ length: 8 }, (_, i) => `a${i}: keys(first: 500) { nodes { history(first: ${first}) { before after } } }`).join('\n')}
  } }`;

describe('GraphQL cost', () => {
  it('refuses a negative first, which used to subtract cost for the other aliases', async () => {
    const negative = `query ($projectId: ID!, $groupId: ID!) { group(projectId: $projectId, id: $groupId) {
      cheap: keys(first: -2147483648) { nodes { history(first: -2147483648) { id } } }
      dear: keys(first: 500) { nodes { history(first: 500) { before after } } } } }`;
    const answer = await refusedWithoutRunning(negative);
    expect(answer.errors?.[0]?.message).toBe('first is between 1 and 500.');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'first' });
    await refusedWithoutRunning(
      'query ($projectId: ID!, $groupId: ID!) { group(projectId: $projectId, id: $groupId) { keys(first: 0) { totalCount } } }',
    );
    await refusedWithoutRunning(
      'query ($projectId: ID!, $groupId: ID!) { group(projectId: $projectId, id: $groupId) { keys(first: 501) { totalCount } } }',
    );
  });

  it('counts keys(first: 500) as 500 nodes, not 10', () => {
    const page = (first: number) =>
      `{ group(projectId: "p", id: "g") { keys(first: ${first}) { nodes { history(first: 10) { id } } } } }`;
    // group 1 + keys 1 + first × (node 1 + 10 history entries)
    expect(costOf(page(500))).toBe(2 + 500 * 11);
    expect(costOf(page(1))).toBe(2 + 11);
    // A page's rows are read even when only its count is asked for.
    expect(costOf('{ group(projectId: "p", id: "g") { keys(first: 500) { totalCount } } }')).toBe(502);
  });

  it('counts variables at their values, not at the field default', async () => {
    const query = `query ($projectId: ID!, $groupId: ID!, $first: Int, $history: Int, $languages: [String!]) {
      group(projectId: $projectId, id: $groupId) { keys(first: $first) { nodes {
        history(first: $history) { id } translations(languages: $languages) { language } } } } }`;
    expect(costOf(query, { first: 500, history: 90, languages: tags(10) })).toBe(2 + 500 * (1 + 90 + 10));
    expect(costOf(query, { first: 20, history: 5, languages: ['fr'] })).toBe(2 + 20 * (1 + 5 + 1));
    // The defaults: 100 keys, 50 history entries, every language (200).
    expect(costOf(query)).toBe(2 + 100 * (1 + 50 + 200));

    const refused = await refusedWithoutRunning(query, { first: 500, history: 500 });
    expect(refused.errors?.[0]?.message).toBe(`The operation would cost more than ${MAX_COST}.`);
    expect((await refusedWithoutRunning(query, { first: -1 })).errors?.[0]?.message).toBe(
      'first is between 1 and 500.',
    );
    expect((await refusedWithoutRunning(query, { first: 10, history: 501 })).errors?.[0]?.message).toBe(
      'first is between 1 and 500.',
    );
    const fine = await gql(t, cookies, query, {
      projectId,
      groupId,
      first: 10,
      history: 5,
      languages: ['fr'],
    });
    expect(fine.errors).toBeUndefined();
    expect(fine.data).toMatchObject({ group: { keys: { nodes: [{ history: [{}] }, { history: [{}] }] } } });
  });

  it('counts lists without a page at realistic sizes, not 10', async () => {
    // viewer 1 + 25 projects × (1 + 100 groups × (1 + 200 languages)); the former measure said 1,111.
    const progress = '{ viewer { projects { groups { progress { language } } } } }';
    expect(costOf(progress)).toBe(1 + 25 * (1 + 100 * (1 + 200)));
    await refusedWithoutRunning(progress);
    // A key's translations without `languages` are every language of its project: 200.
    expect(
      costOf('{ group(projectId: "p", id: "g") { keys(first: 300) { nodes { translations { state } } } } }'),
    ).toBe(2 + 300 * (1 + 200));
    // Plural forms and issues are built with their translation whatever is selected: they add no work.
    expect(
      costOf(
        '{ group(projectId: "p", id: "g") { keys(first: 2) { nodes { translations(languages: ["fr"]) { forms { text } issues { code } } } } } }',
      ),
    ).toBe(2 + 2 * 2);
  });

  it('gives every list field of the schema a size, in list-sizes.ts', () => {
    const lists: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue;
      for (const field of Object.values(type.getFields())) {
        // Output fields only: input objects take arguments, not selections.
        if (
          'args' in field &&
          String(field.type).replace(/!$/, '').startsWith('[') &&
          !String(field.type).match(/^\[(String|ID|Int)/)
        ) {
          lists.push(`${type.name}.${field.name}`);
        }
      }
    }
    const sized = lists.filter((coordinate) => coordinate in listSizes || embeddedFields.has(coordinate));
    expect(sized).toEqual(lists);
  });

  it('refuses eight aliases of 500 keys with 500 history entries each before reading anything', async () => {
    const answer = await refusedWithoutRunning(historyBomb(500));
    expect(answer.errors?.[0]?.message).toBe(`The operation would cost more than ${MAX_COST}.`);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      cost: 1 + 8 * (1 + 500 * (1 + 500)),
      maxCost: MAX_COST,
    });
    // The same through a variable, after the same values with a variable that does not fit its
    // type: that request measured nothing, and must leave nothing behind to pass this one.
    const viaVariable = historyBomb('$n').replace('$groupId: ID!)', '$groupId: ID!, $n: Int)');
    const unfit = await gql(t, cookies, viaVariable, { projectId, groupId: 7.5, n: 500 });
    expect(unfit.errors?.[0]?.message).toMatch(/groupId/);
    await refusedWithoutRunning(viaVariable, { n: 500 });
    await refusedWithoutRunning(viaVariable, { n: 500 });
  });

  it('answers a fragment bomb at once, refused by its size', async () => {
    const fragments = ['fragment F0 on Plan { id name }'];
    for (let level = 1; level <= 30; level++) {
      fragments.push(`fragment F${level} on Plan { ...F${level - 1} ...F${level - 1} }`);
    }
    const started = performance.now();
    const answer = await gql(t, undefined, `{ plans { ...F30 } } ${fragments.join(' ')}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.code).toBe('BAD_USER_INPUT');
  });
});
