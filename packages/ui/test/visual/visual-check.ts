import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../support/chromium.ts';
import { serveStatic } from '../support/static-server.ts';
import { type Comparison, comparePngs } from './compare.ts';
import { PreviewPage, THEMES, type VisualTheme } from './preview-page.ts';
import { storyIds } from './stories.ts';

// Screenshots of every story of the static Storybook in both themes, compared with the committed
// baselines. `--update` rewrites the baselines that changed beyond the tolerance and drops those
// of deleted stories; otherwise a difference fails and leaves actual and diff images behind.
const update = process.argv.includes('--update');
const uiDir = fileURLToPath(new URL('../../', import.meta.url));
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? join(uiDir, '../../storybook-static');
const baselineDir = join(uiDir, '__baselines__');
const outputDir = join(uiDir, 'test-results', 'visual');

const readOrNull = (file: string) => readFile(file).catch(() => null);
async function write(file: string, data: Buffer) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

const filter = process.env.VISUAL_FILTER ?? '';
const ids = await storyIds(staticDir, filter);
await rm(outputDir, { recursive: true, force: true });
const server = await serveStatic(staticDir);
const failures: string[] = [];
let passed = 0;
let written = 0;
const started = Date.now();

interface Picture {
  actual: Buffer;
  comparison: Comparison | null;
}

/**
 * The story's picture, compared with its baseline. A first picture that matches is done (it equals
 * the settled picture the baseline holds); one that differs, or has no baseline, may have been taken
 * mid-change, so pictures follow until two are identical, and that one is compared.
 */
async function picture(preview: PreviewPage, id: string, baseline: Buffer | null): Promise<Picture> {
  await preview.show(id);
  const first = await preview.screenshot();
  if (baseline) {
    const comparison = comparePngs(baseline, first);
    if (comparison.passed) return { actual: first, comparison };
  }
  const actual = await preview.stableScreenshot(first);
  return { actual, comparison: baseline ? comparePngs(baseline, actual) : null };
}

// Each theme in its own browser, side by side: they share no page and no service worker.
async function checkTheme(theme: VisualTheme): Promise<void> {
  const browser = await launchChromium();
  try {
    const [firstId = ''] = ids;
    let preview = await PreviewPage.open(browser, server.url, theme, firstId);
    for (const [done, id] of ids.entries()) {
      if (done > 0 && done % 100 === 0)
        console.log(
          `visual: ${theme} ${done}/${ids.length} in ${Math.round((Date.now() - started) / 1000)} s`,
        );
      const name = `${theme}/${id}.png`;
      const baseline = await readOrNull(join(baselineDir, name));
      const shot = await picture(preview, id, baseline).catch((error: Error) => error);
      if (shot instanceof Error) {
        failures.push(`${name}: ${shot.message}`);
        console.error(`FAIL ${failures.at(-1)}`);
        continue;
      }
      let { actual, comparison } = shot;
      // A picture that differs (or has no baseline) is shot once more on a fresh page: a real change
      // differs again, while a long-lived page's leftovers (a focus ring, a poll that came early) do
      // not. Logged, not hidden. An update writes the fresh page's picture, never the leftovers.
      if (!comparison?.passed) {
        await preview.close();
        preview = await PreviewPage.open(browser, server.url, theme, id);
        const again = await picture(preview, id, baseline).catch(() => null);
        if (again?.comparison?.passed) {
          console.log(`${name}: differed on the long-lived page, matched on a fresh one`);
          comparison = again.comparison;
        } else if (again && update) {
          actual = again.actual;
        }
      }
      if (comparison?.passed) {
        passed += 1;
        if (comparison.diffPixels > 0)
          console.log(`${name}: ${comparison.diffPixels} pixels within tolerance`);
      } else if (update) {
        await write(join(baselineDir, name), actual);
        written += 1;
        passed += 1;
      } else {
        await write(join(outputDir, name.replace(/\.png$/, '.actual.png')), actual);
        if (comparison?.diffPng)
          await write(join(outputDir, name.replace(/\.png$/, '.diff.png')), comparison.diffPng);
        failures.push(
          comparison ? `${name}: ${comparison.diffPixels} pixels differ` : `${name}: no baseline`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

try {
  const results = await Promise.allSettled(THEMES.map((theme) => checkTheme(theme)));
  for (const result of results) {
    if (result.status === 'rejected') failures.push(String(result.reason));
  }
} finally {
  await server.close();
}

if (update && !filter) {
  for (const theme of THEMES) {
    const kept = new Set(ids.map((id) => `${id}.png`));
    for (const file of await readdir(join(baselineDir, theme)).catch(() => [])) {
      if (!kept.has(file)) await rm(join(baselineDir, theme, file));
    }
  }
  console.log(`visual: ${written} baselines written`);
}
if (failures.length > 0 && !update)
  console.error(`Diffs in ${outputDir}; if intended: pnpm test:visual:update`);
console.log(
  `visual: ${ids.length} stories x ${THEMES.length} themes in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
