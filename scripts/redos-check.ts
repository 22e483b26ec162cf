// The ReDoS half of `pnpm lint` (issue 24: one saved text froze the server): every regular
// expression in the shipped source (regex literals and `new RegExp('…')` with a literal source) goes
// through recheck; a super-linear one fails with its file:line. Tests and stories are left out:
// they match our own pages and fixtures, never user input.
import { globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { checkSync, type Diagnostics } from 'recheck';
import ts from 'typescript';

const SOURCES = [
  'packages/*/src/**/*.{ts,tsx,mts,cts,js,mjs,cjs}',
  'mocks/src/**/*.{ts,tsx,mts,cts,js,mjs,cjs}',
  'scripts/**/*.{ts,mts,cts,js,mjs,cjs}',
];
const isTestOrStory = (path: string) => /\.(?:test|stories)\.\w+$/.test(path);

// The pure-JavaScript checker gives the same verdict on every machine (the native and Java agents
// are optional installs), and with no time limits a verdict never depends on the machine's load.
process.env.RECHECK_SYNC_BACKEND = 'pure';
const PARAMS = { timeout: null, attackTimeout: null, incubationTimeout: null, seedingTimeout: null };

interface Pattern {
  file: string;
  line: number;
  source: string;
  flags: string;
}

// Safe verdicts are kept between runs (a check takes up to a second of CPU), keyed by everything
// a verdict depends on, so a new recheck or new parameters start afresh.
const CACHE_DIR = 'node_modules/.cache/redos-check';
const CACHE_FILE = `${CACHE_DIR}/safe.json`;
const { version } = createRequire(import.meta.url)('recheck/package.json') as { version: string };
const cacheKey = ({ source, flags }: Pattern) => JSON.stringify([version, PARAMS, flags, source]);
const readCache = (): string[] => {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as string[];
  } catch {
    return [];
  }
};

/** The regex literals of a file and its `RegExp` calls whose source (and flags) are literals. */
function patternsOf(file: string, text: string): Pattern[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: Pattern[] = [];
  const add = (node: ts.Node, source: string, flags: string) =>
    found.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
      source,
      flags,
    });
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf('/');
      add(node, node.text.slice(1, slash), node.text.slice(slash + 1));
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [source, flags] = node.arguments ?? [];
      if (source && ts.isStringLiteralLike(source)) {
        add(node, source.text, flags && ts.isStringLiteralLike(flags) ? flags.text : '');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Why a pattern fails (super-linear, or recheck could not tell), or null when it is safe. */
function verdictOf({ source, flags }: Pattern): string | null {
  const result: Diagnostics = checkSync(source, flags, PARAMS);
  if (result.status === 'safe') return null;
  if (result.status === 'vulnerable') return `${result.complexity.summary}, e.g. ${result.attack.pattern}`;
  return `recheck could not judge it (${result.error.kind}); simplify it`;
}

// A check that finds nothing wrong must still be able to: two known-bad patterns go first.
const CANARY = "const a = /^(a+)+$/;\nconst b = new RegExp('\\\\s*,\\\\s*$', 'g');";
const canary = patternsOf('canary.ts', CANARY);
if (canary.length !== 2 || canary.some((pattern) => verdictOf(pattern) === null)) {
  console.error('redos-check is broken: it no longer finds the known-bad canary patterns.');
  process.exit(1);
}

const files = globSync(SOURCES, { exclude: isTestOrStory }).sort();
const patterns = files.flatMap((file) => patternsOf(file, readFileSync(file, 'utf8')));
const known = new Set(readCache());
const safe = new Set<string>();
const failures = patterns.flatMap((pattern) => {
  const key = cacheKey(pattern);
  const verdict = known.has(key) ? null : verdictOf(pattern);
  if (!verdict) safe.add(key);
  return verdict ? [`${pattern.file}:${pattern.line} /${pattern.source}/${pattern.flags}: ${verdict}`] : [];
});
mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(CACHE_FILE, JSON.stringify([...safe]));
for (const failure of failures) console.error(`ReDoS: ${failure}`);
if (failures.length) process.exit(1);
console.log(`redos-check: ${patterns.length} regular expressions in ${files.length} files, all safe.`);
