/** A turn of the event loop: what waits for it (others' requests) runs first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Maps a long list in slices, with a turn of the event loop between them: a save that touches
 * 20,000 values computes their issues and views without holding up everyone else's requests (PGlite
 * and a fast PostgreSQL answer within microtasks, so awaiting the database alone gives no turn).
 */
export async function mapInTurns<T, R>(items: readonly T[], map: (item: T) => R, slice = 1000): Promise<R[]> {
  const mapped: R[] = [];
  for (let start = 0; start < items.length; start += slice) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + slice)) mapped.push(map(item));
  }
  return mapped;
}
