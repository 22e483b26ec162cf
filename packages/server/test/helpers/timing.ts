/** The answer and how long it took. */
export async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

/** Asks `check` every 200 ms until it says yes, and answers how long that took; fails after `withinMs`. */
export async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`still not so after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return performance.now() - started;
}
