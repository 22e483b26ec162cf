import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * CSP sources for the inline scripts of the built index.html (the theme script, which must run
 * before the first paint without a request of its own): each one's 'sha256-…', so the policy allows
 * exactly those scripts and no other inline code. The prerendered pages are copies of index.html.
 */
export function inlineScriptSources(distDir: string): string[] {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  // indexOf, not /<script>([\s\S]*?)<\/script>/g, which takes quadratic time on unclosed tags.
  const sources: string[] = [];
  for (let open = html.indexOf('<script>'); open >= 0; ) {
    const close = html.indexOf('</script>', open + '<script>'.length);
    if (close < 0) break;
    sources.push(`'sha256-${sha256(html.slice(open + '<script>'.length, close))}'`);
    open = html.indexOf('<script>', close + '</script>'.length);
  }
  return sources;
}
