// Several server processes on one PostgreSQL and one Redis behind a round-robin proxy: the shape
// Verba takes when one machine is not enough. Consecutive requests alternate between the
// processes, so every session, pending sign-in, challenge, counter and mail must live in the
// shared services. The proxy adds X-Forwarded-For, which the servers trust (TRUST_PROXY=1).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTcpPassThrough } from './tcp-pass-through.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Cluster {
  /** The proxy's origin: the app's PUBLIC_URL. */
  url: string;
  /** Which process answered each proxied request, in order. */
  answeredBy: number[];
  /** SIGKILLs one process; the proxy then sends everything to the others. */
  kill(index: number): void;
  /** Starts a killed process again and waits for it, so the next spec in the worker has them all. */
  restart(index: number): Promise<void>;
  /** Every process loses Redis: open connections drop and new ones are refused, until `restoreRedis`. */
  cutRedis(): Promise<void>;
  restoreRedis(): Promise<void>;
  /** Whether every process answers /api/ready with 200. */
  allReady(): Promise<boolean>;
  /** Runs one statement on the shared PostgreSQL database, beside the running processes. */
  query(statement: string, params: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  port: number;
  processes: number;
  env: Record<string, string>;
}

/** PostgreSQL and Redis for a scaled-out run, from the test environment; undefined when unset. */
export function sharedServices(): { databaseUrl: string; redisUrl: string } | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  return databaseUrl && redisUrl ? { databaseUrl, redisUrl: ownRedisDatabase(redisUrl) } : undefined;
}

/**
 * The cluster empties its Redis database before it starts, while the server suite may be counting
 * in the same Redis at that moment (npm test runs them side by side): without a database number of
 * its own in the URL, it takes database 1 and leaves the suite's database 0 alone.
 */
function ownRedisDatabase(redisUrl: string): string {
  const url = new URL(redisUrl);
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/1';
  return url.toString();
}

/** A fresh database on the PostgreSQL server at `adminUrl`; `drop` removes it, connections and all. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verba_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Empties one Redis database, so counters of earlier runs do not count against this one. */
function flushRedis(redisUrl: string): Promise<void> {
  const url = new URL(redisUrl);
  const db = url.pathname.slice(1) || '0';
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port || 6379), url.hostname, () => {
      socket.write(`SELECT ${db}\r\nFLUSHDB\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.split('\r\n').length > 2) {
        socket.end();
        if (answer.startsWith('+OK\r\n+OK')) resolve();
        else reject(new Error(`Redis refused to flush: ${answer}`));
      }
    });
    socket.on('error', reject);
  });
}

export async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`A server exited with ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not become healthy`);
}

/** Forwards each request to the next live upstream in turn; 502 when the chosen one fails. */
function roundRobinProxy(upstreams: { port: number; alive: boolean }[], answeredBy: number[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const live = upstreams.filter((upstream) => upstream.alive);
    const upstream = live[next++ % live.length];
    if (!upstream) {
      outgoing.writeHead(502).end();
      return;
    }
    answeredBy.push(upstreams.indexOf(upstream));
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
}

export async function startCluster({ port, processes, env }: ClusterOptions): Promise<Cluster> {
  const services = sharedServices();
  if (!services) throw new Error('A cluster needs TEST_DATABASE_URL and TEST_REDIS_URL');
  const database = await createDatabase(services.databaseUrl);
  await flushRedis(services.redisUrl);
  // The processes reach Redis through a pass-through, so a test can take Redis away from them.
  const redisTarget = new URL(services.redisUrl);
  const redis = await startTcpPassThrough({
    host: redisTarget.hostname,
    port: Number(redisTarget.port || 6379),
  });
  const redisUrl = new URL(services.redisUrl);
  redisUrl.hostname = '127.0.0.1';
  redisUrl.port = String(redis.port);
  const url = `http://localhost:${port}`;
  const upstreams = Array.from({ length: processes }, (_, index) => ({
    port: port + 1 + index,
    alive: true,
  }));
  const servers: ChildProcess[] = [];
  const answeredBy: number[] = [];
  // Every process of one deployment seals and opens secrets with the same key.
  const secretKey = randomBytes(32).toString('base64');
  const proxy = roundRobinProxy(upstreams, answeredBy);
  const startProcess = async (processPort: number) => {
    const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...env,
        PORT: String(processPort),
        PUBLIC_URL: url,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl.href,
        TRUST_PROXY: '1',
        SECRET_KEY: secretKey,
        // The specs' webhook receivers listen in the test process, on 127.0.0.1.
        WEBHOOK_ALLOW_PRIVATE: '1',
      },
    });
    try {
      await waitForHealth(`http://127.0.0.1:${processPort}`, server);
    } catch (error) {
      server.kill('SIGKILL');
      throw error;
    }
    return server;
  };
  try {
    // One after the other: the first process migrates the new database before the next starts.
    for (const upstream of upstreams) servers.push(await startProcess(upstream.port));
    await new Promise<void>((resolve) => proxy.listen(port, resolve));
  } catch (error) {
    for (const server of servers) server.kill('SIGKILL');
    await database.drop();
    await redis.close();
    throw error;
  }
  return {
    url,
    answeredBy,
    kill(index) {
      const upstream = upstreams[index];
      if (upstream) upstream.alive = false;
      servers[index]?.kill('SIGKILL');
    },
    async restart(index) {
      const upstream = upstreams[index];
      if (!upstream || upstream.alive) return;
      servers[index] = await startProcess(upstream.port);
      upstream.alive = true;
    },
    cutRedis: () => redis.cut(),
    restoreRedis: () => redis.restore(),
    async allReady() {
      const answers = await Promise.all(
        upstreams
          .filter((upstream) => upstream.alive)
          .map((upstream) =>
            fetch(`http://127.0.0.1:${upstream.port}/api/ready`).then(
              (response) => response.status,
              () => 0,
            ),
          ),
      );
      return answers.every((status) => status === 200);
    },
    async query(statement, params) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(statement, params);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await new Promise((resolve) => proxy.close(resolve));
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              if (server.exitCode !== null || server.signalCode !== null) return resolve(undefined);
              server.once('exit', resolve);
              server.kill('SIGTERM');
            }),
        ),
      );
      await database.drop();
      await redis.close();
    },
  };
}
