// The CPU-heavy part of an upload and of an apply, in a worker thread (import-threads.ts) so the
// event loop keeps answering: unzipping, decoding and parsing the files, planning the preview, and
// for an apply the plan and its rows as the statements take them. A refusal comes back as data,
// since an error crossing threads loses its code and details.
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { ApplyOptions } from '@verba/contract';
import { compileGlossary } from '@verba/formats';
import { DomainError } from '../errors.ts';
import { readGlossaryCsv } from '../glossary/glossary-csv.ts';
import { type ApplyHead, type ApplyTail, applyRowsOf, type ValueBatch } from './apply-rows.ts';
import { mayMakeBatch } from './batch-credit.ts';
import { candidateGroups, type ExchangeUpload, exchangeFileOf } from './exchange-files.ts';
import { importFilesOf } from './import-files.ts';
import { invalidFile } from './import-limits.ts';
import { packFiles, unpackFiles } from './import-payload.ts';
import { planImport } from './import-plan.ts';
import type { ProjectState } from './project-state.ts';
import { readZip } from './zip-reader.ts';

/** A zip, one JSON file placed by the `language` and `group` of the query, or an exchange file. */
export type Upload =
  | { kind: 'zip'; body: Uint8Array }
  | { kind: 'json'; body: Uint8Array; language: string; spelling: string; group: string }
  | ExchangeUpload;

export type WorkerAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; code: string; message: string; details: Record<string, unknown> };

const utf8 = new TextDecoder('utf-8', { fatal: true });

// On Linux a nice value belongs to a thread: this one yields the CPU to the event loop's thread
// when both want it (elsewhere it would lower the whole process).
if (process.platform === 'linux') setPriority(10);

function answer<T>(work: () => T): WorkerAnswer<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ok: false, code: error.code, message: error.message, details: error.details };
  }
}

function filesOf(upload: Upload) {
  if (upload.kind === 'zip') return importFilesOf(readZip(upload.body));
  if (upload.kind === 'exchange') return [exchangeFileOf(upload)];
  const path = `${upload.spelling}/${upload.group}.json`;
  let text: string;
  try {
    text = utf8.decode(upload.body);
  } catch {
    throw invalidFile(path, 'This file is not UTF-8 text.');
  }
  const { language, spelling, group } = upload;
  return importFilesOf([{ path, text }], [{ language, spelling, group }]);
}

/** Reads the upload: the names of its groups, and its files packed for the import's row. */
export const read = (upload: Upload) =>
  answer(() => {
    const files = filesOf(upload);
    const groups = files.flatMap((file) =>
      file.exchange ? candidateGroups(file.exchange.entries) : [file.group],
    );
    return { groups: [...new Set(groups)], payload: packFiles(files) };
  });

const everything = { overwrite: true, createGroups: true, addLanguages: true };

/** What the thread posts of an apply's rows, in this order: the head, each value batch, the tail. */
export type ApplyMessage =
  | { kind: 'head'; head: ApplyHead }
  | { kind: 'values'; batch: ValueBatch }
  | { kind: 'end'; tail: ApplyTail };

/**
 * An apply's rows: the plan of packed files against the project, made ready to send and posted to
 * `port` as they are made, so the first batches are written while the thread makes the others; it
 * stays a few batches ahead of the writer at most.
 */
export const applyRows = (task: {
  payload: Uint8Array;
  state: ProjectState;
  options: ApplyOptions;
  port: MessagePort;
  /** The batches the writer has taken (batch-credit.ts). */
  credit: Int32Array;
}) =>
  answer(() => {
    const post = (message: ApplyMessage) => task.port.postMessage(message);
    try {
      const planned = planImport(task.state, unpackFiles(task.payload), task.options, 'apply');
      const known = new Map([...task.state.groups].map(([name, group]) => [name, group.id]));
      const glossary = compileGlossary(task.state.glossary);
      const rows = applyRowsOf(planned, task.state.baseLanguage, known, glossary);
      post({ kind: 'head', head: rows.head });
      const batches = rows.valueBatches();
      for (let made = 0; mayMakeBatch(task.credit, made); made++) {
        const next = batches.next();
        if (next.done) {
          post({ kind: 'end', tail: next.value });
          break;
        }
        post({ kind: 'values', batch: next.value });
      }
      return null;
    } finally {
      task.port.close();
    }
  });

/** The preview of packed files against the project as it is. */
export const plan = (task: { payload: Uint8Array; state: ProjectState }) =>
  answer(() => {
    const planned = planImport(task.state, unpackFiles(task.payload), everything, 'preview');
    return {
      files: planned.files,
      newGroups: planned.newGroups,
      newLanguages: planned.newLanguages,
      languageMatches: planned.languageMatches,
      newKeys: planned.newKeyCount,
    };
  });

/** A glossary CSV (aids contract): its terms, checked, and the lines skipped with their reasons. */
export const glossary = (task: { body: Uint8Array; baseLanguage: string }) =>
  answer(() => readGlossaryCsv(task.body, task.baseLanguage));
