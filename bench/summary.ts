// Run last by `pnpm bench`: every figure the benches reported, in one table beside its aim.
// With --reset (run first) it forgets the previous run's rows instead. A measurement, never a
// test: byte budgets fail in bundle-size.ts itself, so this exits 0.
import { clearResults, readResults } from './support/results.ts';

if (process.argv.includes('--reset')) {
  clearResults();
} else {
  const rows = readResults();
  const verdict = (met: boolean | null) => (met === null ? '–' : met ? 'met' : 'MISSED');
  console.log('\nSummary of this bench run:');
  console.table(
    rows.map(({ bench, figure, value, aim, met }) => ({ bench, figure, value, aim, met: verdict(met) })),
  );
}
