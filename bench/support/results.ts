// One place for every bench's figures: each script appends its rows to bench/.results/ (gitignored),
// and summary.ts, run last by `pnpm bench`, prints them all in one table beside their aims.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface ResultRow {
  bench: string;
  figure: string;
  value: string;
  aim: string;
  /** Null where the figure has no aim of its own to meet on this run (e.g. PostgreSQL aims on PGlite). */
  met: boolean | null;
}

const resultsDir = join(import.meta.dirname, '..', '.results');
const resultsFile = join(resultsDir, 'results.jsonl');

/** Appends rows for the summary; each bench calls this once it has its figures. */
export function reportResults(rows: ResultRow[]): void {
  mkdirSync(resultsDir, { recursive: true });
  appendFileSync(resultsFile, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

export function readResults(): ResultRow[] {
  if (!existsSync(resultsFile)) return [];
  return readFileSync(resultsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ResultRow);
}

/** A new `pnpm bench` run starts from no rows, so the summary never shows an earlier run's figures. */
export function clearResults(): void {
  rmSync(resultsFile, { force: true });
}
