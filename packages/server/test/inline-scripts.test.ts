import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../src/http/inline-scripts.ts';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

let dist = '';
const distWith = (html: string) => {
  dist = mkdtempSync(join(tmpdir(), 'verba-inline-'));
  writeFileSync(join(dist, 'index.html'), html);
  return dist;
};
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('inlineScriptSources', () => {
  it("hashes each inline script's body, not scripts loaded from a file", () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script>\n<script>\nb()\n</script></head>';
    expect(inlineScriptSources(distWith(html))).toEqual([hashOf('a()'), hashOf('\nb()\n')]);
  });

  it('has none without a built app', () => {
    expect(inlineScriptSources(join(tmpdir(), 'verba-no-such-dist'))).toEqual([]);
  });

  // Retried: a loaded machine may pause one run; a super-linear scan misses the bound every time.
  it('reads 20,000 unclosed tags in well under 50 ms', { retry: 3 }, () => {
    const dir = distWith('<script>'.repeat(20_000));
    const start = performance.now();
    expect(inlineScriptSources(dir)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
