import { describe, expect, it } from 'vitest';
import { baselineProblems } from './baseline-problems.ts';

const stories = new Set(['screens-a--default', 'screens-a--tall']);

describe('baseline problems', () => {
  it('finds none when every story has its pictures, a tall one several', () => {
    const files = new Set(['screens-a--default.png', 'screens-a--tall.png', 'screens-a--tall.2.png']);
    expect(baselineProblems(stories, files)).toEqual({ strays: [], missing: [] });
  });

  it('names the pictures of a story that is gone, further pictures too', () => {
    const files = new Set([
      'screens-a--default.png',
      'screens-a--tall.png',
      'screens-a--gone.png',
      'screens-a--gone.3.png',
    ]);
    expect(baselineProblems(stories, files).strays).toEqual(['screens-a--gone.png', 'screens-a--gone.3.png']);
  });

  it('names a story without its first picture, even when a further one is there', () => {
    const files = new Set(['screens-a--default.png', 'screens-a--tall.2.png']);
    expect(baselineProblems(stories, files).missing).toEqual(['screens-a--tall.png']);
  });
});
