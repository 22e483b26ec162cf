import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compressBeside } from '../vite-precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'verba-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compressBeside', () => {
  it('writes .br and .gz beside a file under 1 KiB that compression makes smaller', async () => {
    const file = join(dir, 'small.js');
    writeFileSync(file, `export const text = "${'hello '.repeat(50)}";\n`);
    await compressBeside(file);
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(existsSync(`${file}.gz`)).toBe(true);
  });

  it('writes nothing where the encoded file and its header would cost more than the file', async () => {
    const file = join(dir, 'tiny.js');
    writeFileSync(file, 'x=1');
    await compressBeside(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
