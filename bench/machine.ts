// The editor's machine panel (issue 40): `Key.machine(language)` as the panel asks it (the app's
// KeyMachine query) against the real server (its own process, embedded PGlite unless DATABASE_URL
// names a PostgreSQL server), signed in, with DeepL pointed at a local fake that answers at once.
// Uncached: each of BENCH_MACHINE_KEYS keys (default 200) asked once, its time less the fake's own
// time for that request (measured at the fake); cached: each asked again (no provider call).
// Aims: the panel adds ≤ 20 ms to the provider's own time; a cached suggestion ≤ 20 ms.
// BENCH_PORT (default 3290) is the server's port. `node bench/machine.ts`. Never fails: it prints.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { KeyMachineDocument } from '../packages/api-client/src/graphql/generated/graphql.ts';
import { reportResults } from './support/results.ts';
import { businessAccount, newProject } from './support/seeding.ts';
import { benchNodeArgs, graphql, startVerbaServer } from './support/verba-server.ts';

const KEYS = Number(process.env.BENCH_MACHINE_KEYS ?? 200);
const AIM_MS = 20;
const machineQuery = print(KeyMachineDocument);

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string[] };
};

/** A DeepL that answers at once; its own time per request (body read to answer sent) is kept in order. */
async function instantDeepl() {
  const times: number[] = [];
  const server = createServer(async (request, response) => {
    const started = performance.now();
    const { text } = await readBody(request);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        translations: text.map((one) => ({ detected_source_language: 'EN', text: `DE ${one}` })),
      }),
    );
    times.push(performance.now() - started);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    times,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const fake = await instantDeepl();
// The server inherits the bench's environment: DeepL is its one provider, the fake.
process.env.MT_DEEPL_KEY = 'bench-key';
process.env.MT_DEEPL_URL = fake.url;
const server = await startVerbaServer(Number(process.env.BENCH_PORT ?? 3290), benchNodeArgs());
try {
  // Business: no monthly character limit cuts the run short.
  const cookie = await businessAccount(server);
  const projectId = await newProject(server, cookie, 'Machine panel');
  const ask = (variables: Record<string, unknown>) => graphql(server.url, cookie, machineQuery, variables);
  await graphql(
    server.url,
    cookie,
    'mutation ($p: ID!, $t: [String!]!) { addLanguages(projectId: $p, tags: $t) { tag } }',
    {
      p: projectId,
      t: ['de'],
    },
  );
  const created = await graphql(
    server.url,
    cookie,
    'mutation ($p: ID!, $i: GroupInput!) { createGroup(projectId: $p, input: $i) { id } }',
    { p: projectId, i: { name: 'panel' } },
  );
  const groupId = (created.data as { createGroup: { id: string } }).createGroup.id;
  const keys = await graphql(
    server.url,
    cookie,
    'mutation ($g: ID!, $i: [KeyInput!]!) { createKeys(groupId: $g, input: $i) { id } }',
    { g: groupId, i: Array.from({ length: KEYS + 10 }, (_, n) => ({ name: `panel.${n}` })) },
  );
  const keyIds = (keys.data as { createKeys: { id: string }[] }).createKeys.map(({ id }) => id);
  // Unique texts (a run's own stamp), so none is in the shared cache from an earlier run.
  const run = Date.now().toString(36);
  await graphql(
    server.url,
    cookie,
    'mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }',
    {
      i: keyIds.map((keyId, n) => ({
        keyId,
        language: 'en',
        text: `Hello {{name}}, you have <0>${n} new</0> messages (${run}).`,
        expectedVersion: 0,
      })),
    },
  );
  const variablesOf = (keyId: string) => ({ projectId, groupId, keyId, language: 'de' });
  // Warm-up: the first ten keys, uncached and cached, so the JIT and the caches are hot.
  for (const keyId of keyIds.slice(0, 10)) {
    await ask(variablesOf(keyId));
    await ask(variablesOf(keyId));
  }
  const measured = keyIds.slice(10);
  const added: number[] = [];
  const providerTimes: number[] = [];
  for (const keyId of measured) {
    const calls = fake.times.length;
    const started = performance.now();
    const answer = await ask(variablesOf(keyId));
    const total = performance.now() - started;
    const provider = fake.times.slice(calls).reduce((sum, ms) => sum + ms, 0);
    if (fake.times.length !== calls + 1)
      console.log(`  (a key made ${fake.times.length - calls} provider calls)`);
    const suggestion = (answer.data as { group: { key: { machine: { text: string | null }[] } } }).group.key
      .machine[0];
    if (!suggestion?.text) console.log(`  (no suggestion: ${JSON.stringify(answer.data)})`);
    added.push(total - provider);
    providerTimes.push(provider);
  }
  const cached: number[] = [];
  const callsBefore = fake.times.length;
  for (const keyId of measured) {
    const started = performance.now();
    await ask(variablesOf(keyId));
    cached.push(performance.now() - started);
  }
  const cachedCalls = fake.times.length - callsBefore;

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\nMachine panel bench: ${measured.length} keys, ${database}, DeepL fake answering at once`);
  console.log(
    `  uncached, added to the provider: p50 ${ms(percentile(added, 50))}, p99 ${ms(percentile(added, 99))} (aim ≤ ${AIM_MS} ms)`,
  );
  console.log(
    `    the provider's own time:        p50 ${ms(percentile(providerTimes, 50))}, p99 ${ms(percentile(providerTimes, 99))}`,
  );
  console.log(
    `  cached:                           p50 ${ms(percentile(cached, 50))}, p99 ${ms(percentile(cached, 99))} (aim ≤ ${AIM_MS} ms; provider calls: ${cachedCalls})`,
  );
  reportResults([
    {
      bench: 'machine',
      figure: `panel adds to the provider, p50 (${database})`,
      value: ms(percentile(added, 50)),
      aim: `≤ ${AIM_MS} ms`,
      met: percentile(added, 50) <= AIM_MS,
    },
    {
      bench: 'machine',
      figure: `cached suggestion, p50 (${database})`,
      value: ms(percentile(cached, 50)),
      aim: `≤ ${AIM_MS} ms`,
      met: percentile(cached, 50) <= AIM_MS,
    },
  ]);
} catch (error) {
  console.log(`Machine panel bench could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server.stop();
  await fake.close();
}
