// After `vite build`: renders the public pages (src/prerender.tsx) into copies of dist/index.html,
// dist/prerendered/<page>.html, which the server sends for those paths so the first paint needs no
// JavaScript. Each page preloads the chunks its route loads, beside those index.html already names.
// The dashboard, the first page after sign-in, gets an app shell that preloads its route's chunks
// (dist/preloading/dashboard.html): the browser fetches them beside the entry, not after running it.
// The shell holds the layout around the pending screen, so a phone paints that before the scripts run.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { compressBeside } from './vite-precompress.ts';

const appDir = import.meta.dirname;
const dist = join(appDir, 'dist');
const outDir = join(dist, 'prerendered');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type PrerenderModule = typeof import('./src/prerender.tsx');

const manifest: Manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = await readFile(join(dist, 'index.html'), 'utf8');

/** A chunk and its static imports, as files. */
function chunkFiles(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
  return files;
}

/**
 * The lazily loaded chunks a page needs: following import() from the chunks index.html names, each
 * one whose module the render ran (its route, its texts, the toast region), with what it imports.
 * Each page renders in a server of its own, so its module graph holds that page's modules only.
 */
function lazyChunks(server: ViteDevServer): string[] {
  // Modules the render ran (the graph also lists those it only saw named in an import()).
  const loaded = new Set(
    [...server.moduleGraph.idToModuleMap.values()]
      .filter((module) => module.ssrModule && module.file)
      .map((module) => relative(appDir, module.file ?? '')),
  );
  const keys = Object.keys(manifest);
  const pending = keys.filter((key) => template.includes(`/${manifest[key]?.file}"`));
  const files = new Set<string>();
  const seen = new Set<string>();
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      const src = manifest[dynamic]?.src;
      if (!src || !loaded.has(src)) continue;
      for (const file of chunkFiles(dynamic)) files.add(file);
      pending.push(dynamic, ...(manifest[dynamic]?.imports ?? []));
    }
  }
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

/** The stylesheet ahead of the scripts, so the first paint's one file gets the first connection. */
function stylesheetFirst(html: string): string {
  const stylesheet = html.match(/\n\s*<link rel="stylesheet"[^>]*>/)?.[0];
  if (!stylesheet) return html;
  const withoutIt = html.replace(stylesheet, '');
  const firstScript = withoutIt.indexOf('<script type="module"');
  return `${withoutIt.slice(0, firstScript)}${stylesheet.trim()}\n    ${withoutIt.slice(firstScript)}`;
}

/** index.html that also preloads the given chunks (at the given fetch priority, else the browser's). */
function withPreloads(preloads: string[], priority?: 'low'): string {
  const fetchPriority = priority ? ` fetchpriority="${priority}"` : '';
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${fetchPriority}>`)
    .join('\n    ');
  return stylesheetFirst(template).replace('</head>', () => `  ${links}\n  </head>`);
}

function page(html: string, title: string, preloads: string[]): string {
  return withPreloads(preloads)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${html}</div>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const viteServer = () =>
  createServer({
    root: appDir,
    configFile: resolve(appDir, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    // It only runs the app's modules in Node, with no browser to pre-bundle dependencies for.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });

/**
 * Runs `work` with src/prerender.tsx loaded in a Vite server of its own, so the server's module graph
 * holds the modules of that one render.
 */
async function inFreshServer<T>(work: (module: PrerenderModule, server: ViteDevServer) => Promise<T>) {
  const server = await viteServer();
  try {
    return await work((await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule, server);
  } finally {
    await server.close();
  }
}

async function render(path: string) {
  const file = join(outDir, `${path === '/' ? 'index' : path.slice(1)}.html`);
  await inFreshServer(async ({ renderPage }, server) => {
    const { html, title } = await renderPage(path);
    await writeFile(file, page(html, title, lazyChunks(server)));
  });
  await compressBeside(file);
  return relative(dist, file);
}

/** Signed-in pages whose shell preloads their route's chunks, by path, with their route's module. */
const PRELOADING_PAGES: Record<string, string> = { '/dashboard': 'src/routes/dashboard.tsx' };

async function writePreloadingShell(path: string, route: string) {
  const file = join(dist, 'preloading', `${path.slice(1)}.html`);
  const preloads = [...chunkFiles(route)].filter((chunk) => !template.includes(`/${chunk}"`));
  if (preloads.length === 0) throw new Error(`the manifest names no chunk for ${route}`);
  const shell = await inFreshServer(({ renderPendingShell }) => renderPendingShell());
  // No data-prerendered: the app renders over it afresh, as nothing of it is the signed-in page.
  // The shell paints with the stylesheet alone, so on a slow link the route's chunks (needed only
  // for the page that replaces it) start at once but at low priority, leaving it the bandwidth.
  const html = withPreloads(preloads, 'low').replace(
    '<div id="root"></div>',
    () => `<div id="root">${shell}</div>`,
  );
  await writeFile(file, html);
  await compressBeside(file);
  return relative(dist, file);
}

await mkdir(outDir, { recursive: true });
const paths = await inFreshServer(async ({ PRERENDERED_PAGES }) => Object.keys(PRERENDERED_PAGES));
for (const path of paths) console.log(`prerendered ${path} -> ${await render(path)}`);
await mkdir(join(dist, 'preloading'), { recursive: true });
for (const [path, route] of Object.entries(PRELOADING_PAGES)) {
  console.log(`preloading shell ${path} -> ${await writePreloadingShell(path, route)}`);
}
