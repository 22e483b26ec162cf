import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

/** Every story id of a static Storybook build, from its index.json. */
export async function storyIds(staticDir: string): Promise<string[]> {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}
