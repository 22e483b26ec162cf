/** Rows per statement: big enough to keep round trips few, small enough for steady progress. */
export const rowsPerStatement = 5000;

export function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += rowsPerStatement) {
    yield items.slice(start, start + rowsPerStatement);
  }
}
