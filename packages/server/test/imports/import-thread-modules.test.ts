import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The import thread starts with the first upload after a minute of rest, and the upload waits for
// it: loading the database code (drizzle and the schema) took it from 0.3 s to 1.5 s to start.
const workerUrl = new URL('../../src/imports/import-worker.ts', import.meta.url).href;

/** Every module a fresh Node process loads for the import thread's file, as resolved URLs. */
function modulesOfWorker(): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = [];
    registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.push(found.url); return found; } });
    await import(${JSON.stringify(workerUrl)});
    console.log(JSON.stringify(loaded));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as string[];
}

describe('the import thread', () => {
  it('loads no database code', () => {
    const modules = modulesOfWorker();
    expect(modules.some((url) => url.endsWith('/imports/import-plan.ts'))).toBe(true);
    expect(modules.filter((url) => /drizzle-orm|\/node_modules\/pg\/|\/src\/db\//.test(url))).toEqual([]);
  });
});
