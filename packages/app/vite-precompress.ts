import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;
// What a compressed response adds: its `content-encoding: br` header line. A smaller saving costs bytes.
const HEADER_BYTES = 'content-encoding: br\r\n'.length;

/** Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside the file, each only where it saves bytes. */
export async function compressBeside(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  const saves = (compressed: Buffer) => compressed.length + HEADER_BYTES < content.length;
  await Promise.all([saves(br) && writeFile(`${file}.br`, br), saves(gz) && writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every compressible file of the build,
 * once, at build time; the server sends them to browsers that accept them (@fastify/static preCompressed).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'verba:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter(
          (entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'),
        )
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressBeside));
    },
  };
}
