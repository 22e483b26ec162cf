/**
 * Background work that runs one round at a time (the mail outbox, mention mails, webhook
 * deliveries). A call while a round runs shares its promise and asks for one more round after it,
 * so work queued meanwhile is never missed. It never rejects: `onError` hears a round's failure.
 */
export function coalescedRun(round: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          onError(error);
        }
      } while (again);
      running = undefined;
    })();
    return running;
  };
  /** Settles when the current round (and those asked for meanwhile) are done. */
  const settled = (): Promise<void> => running ?? Promise.resolve();
  return { run, settled };
}
