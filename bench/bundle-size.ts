// Builds the app, then prints the gzip bytes of JavaScript and CSS that a first visit to the
// landing page and to /dashboard loads: everything index.html references plus the route's lazy
// chunk and its static imports; then the translation editor's own lazy chunk (the group route and
// what only it imports, beyond what the dashboard loaded, its dialogs included). Exits 1 when the editor chunk is
// over its aim, or the landing page bundles code only signed-in pages need. The first visit's byte
// budgets are lighthouse.ts's: what the browser really transfers (brotli, headers, HTML and all).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportResults } from './support/results.ts';

/** Issue 12: the editor's lazy chunk at most 60 KB gzip. */
const EDITOR_JS_AIM = 60 * 1024;
const EDITOR_ROUTE = 'src/routes/group.tsx';
const appDir = resolve(import.meta.dirname, '..', 'packages', 'app');
const dist = join(appDir, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each page's lazy route module, as its source path in the Vite manifest. */
const pages = {
  landing: 'src/routes/landing.tsx',
  dashboard: 'src/routes/dashboard.tsx',
} as const;

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['--filter', '@verba/app', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_ANALYSIS: '1' },
  });
}

const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Files index.html itself loads: scripts, module preloads and stylesheets. */
function htmlAssets(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)];
  return refs.map((match) => match[1] as string);
}

/** A chunk's own file, its CSS and, recursively, its static imports. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: did the route file move?`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

function measure(routeModule: string) {
  const files = new Set([...htmlAssets(), ...closure(routeModule)]);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipBytes(file);
    else js += gzipBytes(file);
  }
  return { js, css, files: files.size };
}

/** Source modules bundled into the given JavaScript files, read from the (hidden) source maps. */
function bundledSources(files: Iterable<string>): string[] {
  const maps = [...files].map((file) => join(dist, `${file}.map`)).filter((map) => existsSync(map));
  // rolldown's runtime has no map of its own; the bundles must have theirs.
  if (maps.length === 0) throw new Error('No source maps in dist: build with BUNDLE_ANALYSIS=1');
  return maps.flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const results = Object.entries(pages).map(([page, module]) => ({ page, ...measure(module) }));
console.log(
  "\nFirst-visit JavaScript and CSS (gzip -9; what a browser really transfers is lighthouse.ts's):",
);
console.table(
  results.map(({ page, js, css, files }) => ({ page, 'JS gzip': kb(js), 'CSS gzip': kb(css), files })),
);

// The editor: what opening a group adds to a session that came from the dashboard, having used
// it (its create-project dialog loads on first use and brings the kit's form and modal code).
const dashboardOnFirstUse = manifest[pages.dashboard]?.dynamicImports ?? [];
const alreadyLoaded = new Set([
  ...htmlAssets(),
  ...closure(pages.dashboard),
  ...dashboardOnFirstUse.flatMap((key) => [...closure(key)]),
]);
// The editor's own dialogs are chunks of their own that load just after it renders: counted too.
const editorDialogs = manifest[EDITOR_ROUTE]?.dynamicImports ?? [];
const editorLoads = new Set([EDITOR_ROUTE, ...editorDialogs].flatMap((key) => [...closure(key)]));
const editorFiles = [...editorLoads].filter((file) => !alreadyLoaded.has(file) && file.endsWith('.js'));
const editorJs = editorFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
console.log('\nTranslation editor lazy chunk (gzip -9, beyond the dashboard and its dialogs):');
console.table([
  { chunk: EDITOR_ROUTE, 'JS gzip': kb(editorJs), aim: `≤ ${kb(EDITOR_JS_AIM)}`, files: editorFiles.length },
]);

let failed = false;
if (editorJs > EDITOR_JS_AIM) {
  console.error(`The editor's lazy chunk is ${kb(editorJs)}; the aim is ${kb(EDITOR_JS_AIM)}.`);
  failed = true;
}
// Code that only signed-in pages need must stay off the landing page's path.
const offLimits = [
  /node_modules\/@apollo\//,
  /node_modules\/@simplewebauthn\//,
  /\/routes\/settings/,
  /node_modules\/@tanstack\//,
  /\/screens\/group-editor\//,
];
const landingFiles = new Set([...htmlAssets(), ...closure(pages.landing)]);
const leaked = bundledSources(landingFiles).filter((source) =>
  offLimits.some((pattern) => pattern.test(source)),
);
if (leaked.length > 0) {
  console.error(`The landing page bundles code it must not load:\n  ${[...new Set(leaked)].join('\n  ')}`);
  failed = true;
}
reportResults([
  ...results.map(({ page, js }) => ({
    bench: 'bundle',
    figure: `${page} JS gzip`,
    value: kb(js),
    aim: '',
    met: null,
  })),
  {
    bench: 'bundle',
    figure: 'editor lazy chunk JS gzip',
    value: kb(editorJs),
    aim: `≤ ${kb(EDITOR_JS_AIM)}`,
    met: editorJs <= EDITOR_JS_AIM,
  },
]);
process.exit(failed ? 1 : 0);
