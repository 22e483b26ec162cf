import { Unzip, UnzipInflate } from 'fflate';
import { importLimits, invalidFile } from './import-limits.ts';

export interface UploadedFile {
  path: string;
  text: string;
}

const chunkBytes = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

// Files an archiver adds beside the user's own: macOS resource forks and hidden files.
const isClutter = (path: string) =>
  path.startsWith('__MACOSX/') || path.split('/').some((segment) => segment.startsWith('.'));

/** `..`, absolute paths, backslashes and drive letters could point outside the archive. */
const leavesArchive = (path: string) =>
  path.startsWith('/') ||
  path.includes('\\') ||
  /^[a-zA-Z]:/.test(path) ||
  path.split('/').some((segment) => segment === '..');

function decode(chunks: Uint8Array[]): string | null {
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/**
 * The JSON files of a zip, inflated chunk by chunk so the unpacked size is counted as it grows
 * (the sizes in the headers are the sender's word, a zip bomb's lie). At most 5,000 entries and
 * 200 MiB unpacked; a path that leaves the archive is refused.
 */
export function readZip(archive: Uint8Array, uploadName = 'upload.zip'): UploadedFile[] {
  const signature = archive.length >= 4 ? Buffer.from(archive.subarray(0, 4)).toString('hex') : '';
  if (signature !== '504b0304' && signature !== '504b0506') {
    throw invalidFile(uploadName, 'This upload is not a zip archive.');
  }
  const files: UploadedFile[] = [];
  let entries = 0;
  let unpacked = 0;
  let refusal: Error | null = null;
  const unzip = new Unzip((entry) => {
    if (refusal) return;
    entries += 1;
    if (entries > importLimits.entries) {
      refusal = invalidFile(
        uploadName,
        `The archive holds more than ${importLimits.entries.toLocaleString('en-US')} entries.`,
      );
      return;
    }
    if (leavesArchive(entry.name)) {
      refusal = invalidFile(entry.name, 'This path leaves the archive (“..” or an absolute path).');
      return;
    }
    if (entry.name.endsWith('/') || isClutter(entry.name)) return;
    // An honest header that already says too much is refused before inflating anything.
    if ((entry.originalSize ?? 0) > importLimits.unpackedBytes - unpacked) {
      refusal = invalidFile(uploadName, 'The archive unpacks to more than 200 MiB.');
      return;
    }
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, data, final) => {
      if (refusal) return;
      if (error) {
        refusal = invalidFile(entry.name, 'This entry of the archive is damaged.');
        return;
      }
      unpacked += data.length;
      if (unpacked > importLimits.unpackedBytes) {
        refusal = invalidFile(uploadName, 'The archive unpacks to more than 200 MiB.');
        entry.terminate();
        return;
      }
      chunks.push(data);
      if (!final) return;
      const text = decode(chunks);
      if (text === null) refusal = invalidFile(entry.name, 'This file is not UTF-8 text.');
      else files.push({ path: entry.name, text });
    };
    try {
      entry.start();
    } catch {
      refusal = invalidFile(entry.name, 'This entry uses a compression method that is not supported.');
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let start = 0; start < archive.length && !refusal; start += chunkBytes) {
      const end = Math.min(start + chunkBytes, archive.length);
      unzip.push(archive.subarray(start, end), end === archive.length);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'INVALID_FILE') throw error;
    throw invalidFile(uploadName, 'This zip archive is damaged.');
  }
  if (refusal) throw refusal;
  if (files.length === 0) throw invalidFile(uploadName, 'The archive holds no JSON files.');
  return files;
}
