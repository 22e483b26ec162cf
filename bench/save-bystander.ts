// Issue 36's first finding: while one account saves base texts of a project with many languages
// (each marking its other languages outdated), how long does another account's request wait? The
// bench seeds a project by import, opens an event stream and an auto-publishing distribution on it,
// saves every base text through PATCH /api/v1 (1000 values a call), and meanwhile a second account
// asks /api/health back to back: its slowest answer is the figure. PostgreSQL only (DATABASE_URL,
// on a scratch database): `pnpm bench:bystander`; it prints how long it ran. Never fails.
import { loadavg } from 'node:os';
import { openStream } from './support/event-stream.ts';
import { type ResultRow, reportResults } from './support/results.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { businessAccount, importZip, nestedLocaleZip, newProject } from './support/seeding.ts';
import { benchNodeArgs, graphql, signedInCookie, startVerbaServer } from './support/verba-server.ts';

const AIM_MS = 100;
// BENCH_SIZES="500x40" runs one size only (for a profile of it).
const SIZES = (process.env.BENCH_SIZES ?? '500x40 5000x30').split(' ').map((size) => {
  const [keys, languages] = size.split('x').map(Number);
  return { keys: keys ?? 500, languages: languages ?? 40 };
});
const TAGS = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'fi', 'nb', 'cs', 'sk', 'hu', 'ro', 'bg']
  .concat(['el', 'tr', 'ru', 'uk', 'ja', 'ko', 'zh', 'ar', 'he', 'hi', 'th', 'vi', 'id', 'ms', 'lt', 'lv'])
  .concat(['et', 'sl', 'hr', 'sr', 'ca', 'eu', 'gl', 'is']);
const PER_CALL = 1000;

/** Asks `url` back to back until stopped: the slowest answer and how many there were. */
function bystander(url: string, cookie: string) {
  let stopped = false;
  let slowest = 0;
  let answers = 0;
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      answers += 1;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return { slowest, answers };
    },
  };
}

/** An open event stream that counts the events it gets, by name. */
async function countingStream(url: string, cookie: string) {
  const counts = new Map<string, number>();
  const stream = await openStream(url, cookie, (name) => counts.set(name, (counts.get(name) ?? 0) + 1));
  return { counts, close: stream.close };
}

async function measure(keys: number, languages: number, port: number): Promise<ResultRow[]> {
  const targets = TAGS.slice(0, languages);
  const server = await startVerbaServer(port, benchNodeArgs());
  try {
    const owner = await businessAccount(server);
    const other = await signedInCookie(server);
    const projectId = await newProject(server, owner, `Bystander ${keys}`);
    const seeding = performance.now();
    const { zip } = nestedLocaleZip({ languages: ['en', ...targets], groups: [1], keys });
    await importZip(server, owner, projectId, zip);
    console.log(
      `  seeded ${keys} keys × ${languages + 1} languages in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    await graphql(
      server.url,
      owner,
      'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: "live", autoPublish: true }) { name } }',
      { p: projectId },
    );
    const sample = await fetch(`${server.url}/api/v1/projects/${projectId}/keys?first=1`, {
      headers: { cookie: owner },
    });
    const group = ((await sample.json()) as { keys: { group: string }[] }).keys[0]?.group ?? 'group1';
    const name = (key: number) => `section${String(Math.floor(key / 50)).padStart(3, '0')}.key${key}`;

    const stream = await countingStream(`${server.url}/api/projects/${projectId}/events`, owner);
    const health = bystander(`${server.url}/api/health`, other);
    const saving = performance.now();
    for (let start = 0; start < keys; start += PER_CALL) {
      const translations = Array.from({ length: Math.min(PER_CALL, keys - start) }, (_, index) => ({
        group,
        key: name(start + index),
        language: 'en',
        text: `Changed base text ${start + index}`,
      }));
      const response = await fetch(`${server.url}/api/v1/projects/${projectId}/translations`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: owner },
        body: JSON.stringify({ translations }),
      });
      if (!response.ok) throw new Error(`save: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
    const saveMs = performance.now() - saving;
    // What the save set off after it answered (fan-out, webhooks, auto-publish's mark) runs on.
    await new Promise((done) => setTimeout(done, 1000));
    const { slowest, answers } = await health.stop();
    stream.close();
    const events = [...stream.counts].map(([event, count]) => `${count} ${event}`).join(', ') || 'none';
    console.log(
      `  ${keys} × ${languages}: save ${saveMs.toFixed(0)} ms; bystander's slowest /api/health ${slowest.toFixed(0)} ms of ${answers}; stream got ${events}`,
    );
    // A figure in milliseconds means little on a machine busy with other work: say how busy it was.
    console.log(`  load average meanwhile: ${loadavg()[0]?.toFixed(1)} on this machine`);
    return [
      {
        bench: 'save bystander',
        figure: `another account's slowest /api/health while ${keys} base texts × ${languages} languages are saved (PostgreSQL)`,
        value: `${slowest.toFixed(0)} ms`,
        aim: `≤ ${AIM_MS} ms`,
        met: slowest <= AIM_MS,
      },
      {
        bench: 'save bystander',
        figure: `that save, ${Math.ceil(keys / PER_CALL)} PATCH call(s) of up to ${PER_CALL}`,
        value: `${saveMs.toFixed(0)} ms`,
        aim: '–',
        met: null,
      },
    ];
  } finally {
    await server.stop();
  }
}

const started = performance.now();
const adminUrl = process.env.DATABASE_URL;
const rows: ResultRow[] = [];
if (!adminUrl) console.log('\nsave bystander: skipped (set DATABASE_URL to a PostgreSQL server to run it)');
else {
  for (const [index, { keys, languages }] of SIZES.entries()) {
    const scratch = await scratchDatabase(adminUrl);
    if (typeof scratch === 'string') {
      console.log(`\nsave bystander: ${scratch}`);
      break;
    }
    process.env.DATABASE_URL = scratch.url;
    try {
      console.log(`\n${keys} base texts × ${languages} target languages:`);
      rows.push(...(await measure(keys, languages, Number(process.env.BENCH_PORT ?? 3297) + index)));
    } finally {
      process.env.DATABASE_URL = adminUrl;
      await scratch.drop();
    }
  }
}
console.log(`\nsave bystander bench ran ${((performance.now() - started) / 1000).toFixed(0)} s`);
reportResults(rows);
