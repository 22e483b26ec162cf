import { readI18next } from '@verba/formats';

export interface KeyChange {
  key: string;
  /** The text in Verba now; null for a key Verba does not have in this file. */
  from: string | null;
  to: string;
}

/** Per key, what a local file would change against the exported one (plural forms under their own names). */
export function keyChanges(local: Uint8Array, remote: Uint8Array | undefined): KeyChange[] {
  const before = new Map(
    remote ? readI18next(remote).strings.map((string) => [string.name, string.text]) : [],
  );
  const changes: KeyChange[] = [];
  for (const { name, text } of readI18next(local).strings) {
    // A "" is an untranslated key: it never empties a stored value (translation contract).
    if (text === '' || before.get(name) === text) continue;
    changes.push({ key: name, from: before.get(name) ?? null, to: text });
  }
  return changes;
}
