import { on } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import type { ApplyHead, ApplyTail, ValueBatch } from './apply-rows.ts';
import { batchTaken, writerStopped } from './batch-credit.ts';
import type { ApplyMessage } from './import-worker.ts';

/** An apply's rows as the import thread makes them: the head at once, then the value batches. */
export interface ApplyStream {
  head: ApplyHead;
  /** Each batch of values as the thread makes it; the generator returns the tail after the last. */
  valueBatches: AsyncGenerator<ValueBatch, ApplyTail>;
  /** Stops listening, for an apply that ends before it has read every batch. Idempotent. */
  close(): void;
}

/**
 * Reads what the thread posts to `port` while `task` (the thread's run of it) lasts; a task that
 * fails fails the reading with its error, wherever the reader is. Each batch read is counted in
 * `credit`, which lets the thread make the next.
 */
export async function receiveApplyRows(
  port: MessagePort,
  task: Promise<unknown>,
  credit: Int32Array,
): Promise<ApplyStream> {
  const stopped = new AbortController();
  const messages = on(port, 'message', { signal: stopped.signal });
  const close = () => {
    writerStopped(credit);
    stopped.abort();
    port.close();
  };
  task.catch((error: unknown) => stopped.abort(error));
  const next = async (): Promise<ApplyMessage> => {
    try {
      const { value } = await messages.next();
      return (value as [ApplyMessage])[0];
    } catch (error) {
      throw stopped.signal.reason ?? error;
    }
  };
  let first: ApplyMessage;
  try {
    first = await next();
    if (first.kind !== 'head') throw new Error(`The import thread posted ${first.kind} before the head.`);
  } catch (error) {
    close();
    throw error;
  }
  async function* valueBatches(): AsyncGenerator<ValueBatch, ApplyTail> {
    try {
      for (;;) {
        const message = await next();
        if (message.kind === 'end') return message.tail;
        if (message.kind !== 'values') continue;
        batchTaken(credit);
        yield message.batch;
      }
    } finally {
      close();
    }
  }
  return { head: first.head, valueBatches: valueBatches(), close };
}
