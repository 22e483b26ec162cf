import { glob, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pendingAnswer } from '../mocks/src/handlers/pending.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('pending answers', () => {
  it('begin at once: status and headers, a body still open', () => {
    const answer = pendingAnswer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.body).not.toBeNull();
  });

  // A never-begun answer makes Chromium stop MSW's worker after 5 minutes (see pending.ts).
  it('are the only way a story or mock holds a request', async () => {
    const holders: string[] = [];
    for await (const file of glob(
      ['packages/ui/src/**/*.{ts,tsx}', 'mocks/src/**/*.ts', '.storybook/*.{ts,tsx}'],
      { cwd: root },
    )) {
      // pending.ts names what it replaces.
      if (file.endsWith('handlers/pending.ts')) continue;
      const text = await readFile(`${root}/${file}`, 'utf8');
      if (/delay\(\s*['"]infinite['"]\s*\)/.test(text)) holders.push(file);
    }
    expect(holders).toEqual([]);
  });
});
