import { MessageChannel, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { receiveApplyRows } from '../../src/imports/apply-stream.ts';
import {
  BATCHES_AHEAD,
  batchTaken,
  mayMakeBatch,
  newBatchCredit,
  writerStopped,
} from '../../src/imports/batch-credit.ts';

/** A task the test settles, as the thread's run of an apply would be. */
function task() {
  let fail!: (error: unknown) => void;
  const running = new Promise((_, reject) => {
    fail = reject;
  });
  return { running, fail };
}

const batch = { json: '[]', count: 1, replaces: false };
const tail = { deltas: [], issueDeltas: [] };

describe('an apply’s rows as the import thread posts them', () => {
  it('answer the head, each batch in turn and the tail after the last', async () => {
    const { port1, port2 } = new MessageChannel();
    for (const message of [
      { kind: 'head', head: { valueCount: 2 } },
      { kind: 'values', batch },
      { kind: 'values', batch: { ...batch, count: 2 } },
      { kind: 'end', tail },
    ])
      port2.postMessage(message);
    const credit = newBatchCredit();
    const rows = await receiveApplyRows(port1, task().running, credit);
    expect(rows.head).toEqual({ valueCount: 2 });
    expect(await rows.valueBatches.next()).toEqual({ done: false, value: batch });
    // Each batch read lets the thread make one more.
    expect(credit[0]).toBe(1);
    expect(await rows.valueBatches.next()).toEqual({ done: false, value: { ...batch, count: 2 } });
    expect(credit[0]).toBe(2);
    expect(await rows.valueBatches.next()).toEqual({ done: true, value: tail });
    // Read to the end: the thread is told no more is wanted.
    expect(mayMakeBatch(credit, 3)).toBe(false);
  });

  it('fail with the thread’s error before the head', async () => {
    const { port1 } = new MessageChannel();
    const thread = task();
    const rows = receiveApplyRows(port1, thread.running, newBatchCredit());
    thread.fail(new Error('INVALID_FILE'));
    await expect(rows).rejects.toThrow('INVALID_FILE');
  });

  it('fail the reader waiting for a batch when the thread fails', async () => {
    const { port1, port2 } = new MessageChannel();
    port2.postMessage({ kind: 'head', head: { valueCount: 2 } });
    port2.postMessage({ kind: 'values', batch });
    const thread = task();
    const rows = await receiveApplyRows(port1, thread.running, newBatchCredit());
    expect((await rows.valueBatches.next()).value).toEqual(batch);
    const waiting = rows.valueBatches.next();
    thread.fail(new Error('the thread ran out of memory'));
    await expect(waiting).rejects.toThrow('the thread ran out of memory');
  });
});

describe('how far the import thread runs ahead of the writer', () => {
  it('makes up to a few batches the writer has not taken, and none once it stopped', () => {
    const credit = newBatchCredit();
    expect(mayMakeBatch(credit, 0)).toBe(true);
    expect(mayMakeBatch(credit, BATCHES_AHEAD - 1)).toBe(true);
    writerStopped(credit);
    expect(mayMakeBatch(credit, BATCHES_AHEAD)).toBe(false);
  });

  it('lets a thread waiting for credit make its batch once the writer takes one', async () => {
    const credit = newBatchCredit();
    // The module as the import thread loads it: Node strips its types.
    const module = new URL('../../src/imports/batch-credit.ts', import.meta.url).href;
    const thread = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      import(workerData.module).then(({ mayMakeBatch, BATCHES_AHEAD }) => {
        parentPort.postMessage('waiting');
        parentPort.postMessage(mayMakeBatch(workerData.credit, BATCHES_AHEAD) ? 'made' : 'stopped');
      });`,
      { eval: true, workerData: { credit, module } },
    );
    const messages: unknown[] = [];
    const made = new Promise((resolve) =>
      thread.on('message', (message) => {
        messages.push(message);
        if (message !== 'waiting') resolve(message);
      }),
    );
    await new Promise((resolve) => thread.once('message', resolve));
    batchTaken(credit);
    await expect(made).resolves.toBe('made');
    expect(messages).toEqual(['waiting', 'made']);
    await thread.terminate();
  });
});
