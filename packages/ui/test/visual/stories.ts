import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Opts a story out of screenshots, e.g. one whose picture cannot be made deterministic. */
export const SKIP_TAG = 'no-visual';

/**
 * Every story of a static Storybook build, from its index.json, in index order; `filter` keeps
 * the ids that contain it (VISUAL_FILTER=components-button for a quick look at one component).
 */
export async function storyIds(staticDir: string, filter = ''): Promise<string[]> {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes(SKIP_TAG) && entry.id.includes(filter))
    .map((entry) => entry.id);
}
