import { strFromU8, strToU8, unzlibSync, zlibSync } from 'fflate';
import type { ImportFile } from './import-files.ts';

// The parsed files of a preview are stored compressed: PGlite copies a statement's values several
// times inside its WebAssembly memory, which never shrinks, so a 13 MiB JSON text left it 83 MiB
// larger for good; compressed, the same files are about 1 MiB. Level 1 compresses translation
// JSON as well as level 6 (measured on the import bench's files) in two thirds of the time.
export const packFiles = (files: readonly ImportFile[]): Uint8Array =>
  zlibSync(strToU8(JSON.stringify(files)), { level: 1 });

export const unpackFiles = (payload: Uint8Array | null): ImportFile[] =>
  payload ? (JSON.parse(strFromU8(unzlibSync(payload))) as ImportFile[]) : [];
