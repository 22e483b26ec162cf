/** True for PostgreSQL's unique_violation (23505), whether Drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || typeof current === 'object'; ) {
    if (!current) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
