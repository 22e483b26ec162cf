import { createHash } from 'node:crypto';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { distributions, releaseFiles, releases } from '../db/schema.ts';

/** One file as /cdn sends it: its three encodings and their ETag (one per content). */
export interface CdnFile {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** A distribution's current release, as one process holds it in memory. */
export interface CdnRelease {
  distributionId: string;
  number: number;
  manifest: CdnFile;
  /** By `lookupName(language, file)`. */
  files: Map<string, CdnFile>;
  bytes: number;
  /** When the database last confirmed it current (ms). */
  checkedAt: number;
  lastUsed: number;
}

export interface CdnCacheOptions {
  /** How long a release is served before the database is asked, in the background, whether it is still current. */
  revalidateMs?: number;
  /** Memory for releases; the least recently used ones go past it. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Languages are matched as i18next asks for them: case aside, and `de_DE` as `de-DE` (a project's
 * file spelling of its tag). The group is its file name, as the export names files.
 */
export const lookupName = (language: string, file: string) =>
  `${language.toLowerCase().replaceAll('_', '-')}/${file}`;

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const fileOf = (body: Buffer, gzip: Buffer, brotli: Buffer): CdnFile => ({
  etag: etagOf(body),
  identity: body,
  gzip,
  brotli,
});

/** At most this many unknown tokens are remembered as unknown; past it the list starts over. */
const maxMissing = 10_000;

/**
 * The /cdn files of every distribution this process has been asked for, held in memory: a request
 * reads the database only on a miss (the first request for a token in this process, or the first
 * after a publish or a delete). Publishes and deletes reach every process through the event bus
 * (`forget`); in case one is missed (Redis gone), a release served for `revalidateMs` is checked
 * against the database in the background, so no process serves a replaced or deleted release longer.
 */
export function createCdnCache(db: Database, options: CdnCacheOptions = {}) {
  const revalidateMs = options.revalidateMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 512 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const loaded = new Map<string, CdnRelease>();
  const missing = new Map<string, number>();
  const loading = new Map<string, Promise<CdnRelease | null>>();
  const revalidating = new Set<string>();
  let bytes = 0;

  function drop(token: string): void {
    const release = loaded.get(token);
    if (release) bytes -= release.bytes;
    loaded.delete(token);
    loading.delete(token);
  }

  function keep(token: string, release: CdnRelease): void {
    drop(token);
    loaded.set(token, release);
    bytes += release.bytes;
    while (bytes > maxBytes && loaded.size > 1) {
      let oldest: [string, CdnRelease] | undefined;
      for (const entry of loaded) if (!oldest || entry[1].lastUsed < oldest[1].lastUsed) oldest = entry;
      if (!oldest || oldest[0] === token) break;
      drop(oldest[0]);
    }
  }

  async function read(token: string): Promise<CdnRelease | null> {
    const [current] = await db
      .select({ distributionId: distributions.id, release: releases })
      .from(distributions)
      .innerJoin(releases, eq(releases.distributionId, distributions.id))
      .where(eq(distributions.token, token))
      .orderBy(desc(releases.number))
      .limit(1);
    if (!current) return null;
    const rows = await db.select().from(releaseFiles).where(eq(releaseFiles.releaseId, current.release.id));
    const files = new Map<string, CdnFile>();
    let size = 0;
    for (const row of rows) {
      const gzip = Buffer.from(row.gzip);
      const file = fileOf(gunzipSync(gzip), gzip, Buffer.from(row.brotli));
      files.set(lookupName(row.language, row.file), file);
      size += file.identity.length + file.gzip.length + file.brotli.length;
    }
    const { number, publishedAt, languages, groups } = current.release;
    const manifestBody = Buffer.from(
      JSON.stringify({ release: number, publishedAt: publishedAt.toISOString(), languages, groups }),
    );
    const at = now();
    return {
      distributionId: current.distributionId,
      number,
      manifest: fileOf(manifestBody, gzipSync(manifestBody), brotliCompressSync(manifestBody)),
      files,
      bytes: size + manifestBody.length * 3,
      checkedAt: at,
      lastUsed: at,
    };
  }

  /** The cold path: one load per token however many requests wait for it. */
  function load(token: string): Promise<CdnRelease | null> {
    const pending = loading.get(token);
    if (pending) return pending;
    const promise = read(token).then(
      (release) => {
        // A publish or a delete heard while it loaded has dropped this load: its answer is stale.
        if (loading.get(token) !== promise) return release;
        loading.delete(token);
        if (release) keep(token, release);
        else {
          if (missing.size >= maxMissing) missing.clear();
          missing.set(token, now());
        }
        return release;
      },
      (error: unknown) => {
        if (loading.get(token) === promise) loading.delete(token);
        throw error;
      },
    );
    loading.set(token, promise);
    return promise;
  }

  /** Asks the database, off the request, whether the release held is still the token's current one. */
  function revalidate(token: string, release: CdnRelease): void {
    if (revalidating.has(token)) return;
    revalidating.add(token);
    db.select({ number: releases.number })
      .from(distributions)
      .innerJoin(releases, eq(releases.distributionId, distributions.id))
      .where(eq(distributions.token, token))
      .orderBy(desc(releases.number))
      .limit(1)
      .then(([current]) => {
        if (current?.number === release.number) release.checkedAt = now();
        else if (loaded.get(token) === release) drop(token);
      })
      // The database is away: keep serving what was published, and ask again on a later request.
      .catch(() => {})
      .finally(() => revalidating.delete(token));
  }

  return {
    /** The token's release, or null when it has none; synchronous when held and fresh (the hot path). */
    get(token: string): CdnRelease | null | Promise<CdnRelease | null> {
      const release = loaded.get(token);
      const at = now();
      if (release) {
        release.lastUsed = at;
        if (at - release.checkedAt > revalidateMs) revalidate(token, release);
        return release;
      }
      const missedAt = missing.get(token);
      if (missedAt !== undefined && at - missedAt <= revalidateMs) return null;
      missing.delete(token);
      return load(token);
    },
    /** Whether the token's release is in memory: a request for it costs no lookup. */
    holds(token: string): boolean {
      return loaded.has(token);
    },
    /** A release was published or the distribution deleted: the next request loads what is current. */
    forget(distributionId: string): void {
      for (const [token, release] of loaded) if (release.distributionId === distributionId) drop(token);
      // A token first published now may be remembered as unknown, and a load under way may be stale.
      missing.clear();
      loading.clear();
    },
    get size() {
      return { releases: loaded.size, bytes };
    },
  };
}

export type CdnCache = ReturnType<typeof createCdnCache>;
