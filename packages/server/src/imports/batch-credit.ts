// How far the import thread may run ahead of the apply that writes its value batches: a counter both
// threads see, so the batches waiting in memory stay few whatever the import's size.

/** Batches the thread may have made that the writer has not taken yet. */
export const BATCHES_AHEAD = 4;
/** Past this without a batch taken, the thread gives up: the writer is stuck or gone. */
const WAIT_LIMIT_MS = 120_000;
const STOPPED = 2 ** 30;

/** The batches the writer has taken, shared with the thread (a SharedArrayBuffer is not copied). */
export const newBatchCredit = (): Int32Array => new Int32Array(new SharedArrayBuffer(4));

/** The writer took one more batch (on the event loop's thread). */
export function batchTaken(credit: Int32Array): void {
  Atomics.add(credit, 0, 1);
  Atomics.notify(credit, 0);
}

/** The writer wants no more batches. */
export function writerStopped(credit: Int32Array): void {
  Atomics.store(credit, 0, STOPPED);
  Atomics.notify(credit, 0);
}

/**
 * In the thread: waits until it may make its batch number `made` (from 0), and says whether the
 * writer still wants it.
 */
export function mayMakeBatch(credit: Int32Array, made: number): boolean {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const taken = Atomics.load(credit, 0);
    if (taken >= STOPPED) return false;
    if (made - taken < BATCHES_AHEAD) return true;
    if (Date.now() > deadline) throw new Error('The apply took no batch of values for two minutes.');
    Atomics.wait(credit, 0, taken, 1000);
  }
}
