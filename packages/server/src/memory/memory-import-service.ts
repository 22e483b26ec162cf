import { and, eq, gt, lt } from 'drizzle-orm';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { memoryUploads } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import { storeSegments } from './memory-segments.ts';
import { readTmx, type TmxIssue, type TmxSegment } from './tmx-reader.ts';

/** The contract's cap on a TMX upload, counted while the body is read. */
export const MEMORY_UPLOAD_BYTES = 50 * 1024 * 1024;
const keptMs = 60 * 60 * 1000;

export interface MemoryImport {
  segments: number;
  skipped: number;
  issues: TmxIssue[];
}

/** How many pairs a preview shows of the file, in the file's order. */
export const MEMORY_PREVIEW_SAMPLE = 20;

export interface MemoryImportPreview extends MemoryImport {
  /** The file's first source–target pairs. */
  sample: TmxSegment[];
}

/** The account's unexpired upload, or NOT_FOUND: another account's, a used one and a bad id alike. */
function uploadCondition(accountId: string, uploadId: string, now: Date) {
  if (!isId(uploadId)) throw notFound('Upload');
  return and(
    eq(memoryUploads.id, uploadId),
    eq(memoryUploads.accountId, accountId),
    gt(memoryUploads.expiresAt, now),
  );
}

/** Keeps an uploaded TMX file an hour for `importMemory`; expired ones of the account go now. */
export async function storeMemoryUpload(db: Database, principal: Principal, body: Buffer, now: Date) {
  const accountId = actorId(principal);
  await db
    .delete(memoryUploads)
    .where(and(eq(memoryUploads.accountId, accountId), lt(memoryUploads.expiresAt, now)));
  const [row] = await db
    .insert(memoryUploads)
    .values({
      accountId,
      body: new TextDecoder().decode(body),
      expiresAt: new Date(now.getTime() + keptMs),
    })
    .returning({ id: memoryUploads.id });
  return { id: (row as { id: string }).id };
}

/**
 * Stores an upload's segments in the principal's account, all in one transaction: a file with
 * bad XML stores nothing, a `tu` with an issue is skipped and told, and a segment the account
 * already holds is not stored twice. The upload is used up.
 */
export async function importMemory(
  db: Database,
  principal: Principal,
  uploadId: string,
  now: Date,
): Promise<MemoryImport> {
  const accountId = actorId(principal);
  const condition = uploadCondition(accountId, uploadId, now);
  return db.transaction(async (tx) => {
    const [upload] = await tx.delete(memoryUploads).where(condition).returning({ body: memoryUploads.body });
    if (!upload) throw notFound('Upload');
    const content = readTmx(upload.body);
    const stored = await storeSegments(tx, accountId, content.segments, now);
    return { segments: stored, skipped: content.skipped, issues: content.issues };
  });
}

/**
 * What `importMemory` would store, read from the upload without storing anything or using it up:
 * the pairs the file holds (`segments`; one the account already holds is not stored again on
 * import), the `tu`s skipped, the issues, and the first pairs as a sample.
 */
export async function previewMemoryImport(
  db: Database,
  principal: Principal,
  uploadId: string,
  now: Date,
): Promise<MemoryImportPreview> {
  const condition = uploadCondition(actorId(principal), uploadId, now);
  const [upload] = await db.select({ body: memoryUploads.body }).from(memoryUploads).where(condition);
  if (!upload) throw notFound('Upload');
  const content = readTmx(upload.body);
  return {
    segments: content.segments.length,
    skipped: content.skipped,
    issues: content.issues,
    sample: content.segments.slice(0, MEMORY_PREVIEW_SAMPLE),
  };
}

/** Drops an upload unimported (the preview's Discard); nothing of it reaches the memory. */
export async function discardMemoryUpload(
  db: Database,
  principal: Principal,
  uploadId: string,
  now: Date,
): Promise<boolean> {
  const condition = uploadCondition(actorId(principal), uploadId, now);
  const [upload] = await db.delete(memoryUploads).where(condition).returning({ id: memoryUploads.id });
  if (!upload) throw notFound('Upload');
  return true;
}
