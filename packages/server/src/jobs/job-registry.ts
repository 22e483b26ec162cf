/**
 * The jobs this process runs, so it can tell its own from a dead server's, cancel one at once,
 * and wait for or stop all of them when it closes.
 */
export interface JobRegistry {
  /** The app's clock, which a job started here reads while it runs (heartbeats, progress, its end). */
  now: () => Date;
  runs(id: string): boolean;
  /** Runs `work` as job `id` with a signal that cancel and stop abort. */
  start(id: string, work: (signal: AbortSignal) => Promise<void>): void;
  cancel(id: string): void;
  /** Resolves once every job now running has ended. */
  settled(): Promise<void>;
  /** Aborts every job and waits for them. */
  stop(): Promise<void>;
}

/** The abort reason of a job stopped with its server, not cancelled by a person. */
export const serverStopping = 'server-stopping';

export function createJobRegistry(onError: (error: unknown) => void, now: () => Date): JobRegistry {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  return {
    now,
    runs: (id) => running.has(id),
    start(id, work) {
      const controller = new AbortController();
      const done = work(controller.signal)
        .catch(onError)
        .finally(() => running.delete(id));
      running.set(id, { controller, done });
    },
    cancel(id) {
      running.get(id)?.controller.abort();
    },
    async settled() {
      await Promise.all([...running.values()].map((job) => job.done));
    },
    async stop() {
      for (const job of running.values()) job.controller.abort(serverStopping);
      await this.settled();
    },
  };
}
