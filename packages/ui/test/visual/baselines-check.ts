import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineProblems } from './baseline-problems.ts';
import { THEMES } from './picture-names.ts';
import { storyIds } from './stories.ts';

// The story tests take each story's picture and compare it with its baseline
// (.storybook/visual/setup.ts); they cannot see a baseline whose story is gone. This check fails on
// those, and on a story that has no baseline in a theme; `--prune` deletes the former.
const prune = process.argv.includes('--prune');
const uiDir = fileURLToPath(new URL('../../', import.meta.url));
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? join(uiDir, '../../storybook-static');
const baselineDir = join(uiDir, '__baselines__');

const stories = new Set(await storyIds(staticDir));
const problems: string[] = [];
for (const theme of THEMES) {
  const files = new Set(await readdir(join(baselineDir, theme)).catch(() => []));
  const { strays, missing } = baselineProblems(stories, files);
  for (const file of strays) {
    if (prune) await rm(join(baselineDir, theme, file));
    else problems.push(`${theme}/${file}: no story has this picture`);
  }
  for (const file of missing) problems.push(`${theme}/${file}: missing (pnpm test:visual:update takes it)`);
}

for (const problem of problems) console.error(problem);
console.log(`visual: ${stories.size} stories x ${THEMES.length} themes, ${problems.length} problems`);
process.exitCode = problems.length > 0 ? 1 : 0;
