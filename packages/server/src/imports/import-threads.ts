import { MessageChannel, type TransferListItem } from 'node:worker_threads';
import type { ApplyOptions } from '@verba/contract';
import { Piscina } from 'piscina';
import { DomainError } from '../errors.ts';
import { type ApplyStream, receiveApplyRows } from './apply-stream.ts';
import { newBatchCredit } from './batch-credit.ts';
import { importBusy, importLimits } from './import-limits.ts';
import type { applyRows, glossary, plan, read, Upload, WorkerAnswer } from './import-worker.ts';
import type { ProjectState } from './project-state.ts';

// Node runs the .ts worker as it runs main.ts, by stripping its types.
const workerFile = new URL('./import-worker.ts', import.meta.url).href;

type Value<T extends (...args: never[]) => WorkerAnswer<unknown>> = Extract<
  ReturnType<T>,
  { ok: true }
>['value'];

/**
 * One worker thread reads uploads, one after the other, with a short queue before it (a full queue
 * is IMPORT_BUSY). The thread starts with the first upload and ends after a minute of rest, so an
 * idle server holds none.
 */
export function createImportThreads() {
  const pool = new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    maxQueue: importLimits.queuedUploads,
  });

  async function run<T>(name: string, task: unknown, transferList?: TransferListItem[]): Promise<T> {
    let answer: WorkerAnswer<T>;
    try {
      answer = await pool.run(task, { name, ...(transferList ? { transferList } : {}) });
    } catch (error) {
      // Piscina's refusal of a task beyond maxQueue, told apart only by its message.
      if ((error as Error).message === 'Task queue is at limit') {
        throw importBusy('The server is reading other uploads. Try again in a minute.', 30);
      }
      throw error;
    }
    if (!answer.ok) throw new DomainError(answer.code, answer.message, answer.details);
    return answer.value;
  }

  /** Unzips and parses an upload; its body is handed to the thread, not copied, when it can be. */
  function readUpload(upload: Upload) {
    const { body } = upload;
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    return run<Value<typeof read>>(
      'read',
      upload,
      whole && body.buffer instanceof ArrayBuffer ? [body.buffer] : undefined,
    );
  }

  const planPreview = (payload: Uint8Array, state: ProjectState) =>
    run<Value<typeof plan>>('plan', { payload, state });

  /**
   * An apply's plan and rows, answered once the head is made; the value batches follow as the
   * thread makes them. The payload's memory is handed to the thread.
   */
  function planApply(payload: Uint8Array, state: ProjectState, options: ApplyOptions): Promise<ApplyStream> {
    const { port1, port2 } = new MessageChannel();
    const whole =
      payload.byteOffset === 0 &&
      payload.byteLength === payload.buffer.byteLength &&
      payload.buffer instanceof ArrayBuffer;
    const credit = newBatchCredit();
    const task = run<Value<typeof applyRows>>('applyRows', { payload, state, options, port: port2, credit }, [
      port2,
      ...(whole ? [payload.buffer as ArrayBuffer] : []),
    ]);
    return receiveApplyRows(port1, task, credit);
  }

  /** Reads a glossary CSV in the thread: a 5 MiB file is parsed off the event loop. */
  const readGlossary = (body: Uint8Array, baseLanguage: string) =>
    run<Value<typeof glossary>>('glossary', { body, baseLanguage });

  return { readUpload, planPreview, planApply, readGlossary, close: () => pool.destroy() };
}
