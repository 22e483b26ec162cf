import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { receiveApplyRows } from '../../src/imports/apply-stream.ts';

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
    const rows = await receiveApplyRows(port1, task().running);
    expect(rows.head).toEqual({ valueCount: 2 });
    expect(await rows.valueBatches.next()).toEqual({ done: false, value: batch });
    expect(await rows.valueBatches.next()).toEqual({ done: false, value: { ...batch, count: 2 } });
    expect(await rows.valueBatches.next()).toEqual({ done: true, value: tail });
  });

  it('fail with the thread’s error before the head', async () => {
    const { port1 } = new MessageChannel();
    const thread = task();
    const rows = receiveApplyRows(port1, thread.running);
    thread.fail(new Error('INVALID_FILE'));
    await expect(rows).rejects.toThrow('INVALID_FILE');
  });

  it('fail the reader waiting for a batch when the thread fails', async () => {
    const { port1, port2 } = new MessageChannel();
    port2.postMessage({ kind: 'head', head: { valueCount: 2 } });
    port2.postMessage({ kind: 'values', batch });
    const thread = task();
    const rows = await receiveApplyRows(port1, thread.running);
    expect((await rows.valueBatches.next()).value).toEqual(batch);
    const waiting = rows.valueBatches.next();
    thread.fail(new Error('the thread ran out of memory'));
    await expect(waiting).rejects.toThrow('the thread ran out of memory');
  });
});
