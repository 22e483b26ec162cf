import type { PushPreview } from './push-plan.ts';

/** The preview's issues that leave a string out of the import; the others (DUPLICATE_KEY) lose nothing. */
const REFUSING = new Set(['INVALID_KEY', 'KEY_CONFLICT', 'TEXT_TOO_LONG', 'PLURAL_FORM_UNKNOWN']);

interface RefusedKey {
  group: string;
  key: string;
  code: string;
  message: string;
  /** The local files that hold it. */
  files: string[];
}

export const isRefusal = (code: string) => REFUSING.has(code);

/** Each key Verba refuses, once per group and reason, with the files that hold it. */
export function refusedKeys(preview: PushPreview): RefusedKey[] {
  const byKey = new Map<string, RefusedKey>();
  for (const file of preview.files) {
    for (const issue of file.issues) {
      if (!isRefusal(issue.code)) continue;
      const id = JSON.stringify([file.group, issue.key, issue.code]);
      const found = byKey.get(id);
      if (found) found.files.push(file.localPath);
      else {
        const { key, code, message } = issue;
        byKey.set(id, { group: file.group, key, code, message, files: [file.localPath] });
      }
    }
  }
  return [...byKey.values()];
}
