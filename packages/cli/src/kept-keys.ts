import { type FileLayout, type KeyValue, nameOfPath, readI18next, writeI18next } from '@verba/formats';

interface MergedFile {
  bytes: Uint8Array;
  /** The local keys the export does not hold, written back into the file: their names. */
  kept: string[];
}

const encoder = new TextEncoder();

/**
 * The exported file with every local key the export does not hold put back where the local file
 * had it: a key Verba refused on push, or never got, stays in the repository. Unchanged export
 * bytes when there is none; a local file that is not i18next JSON keeps nothing.
 */
export function keepLocalKeys(exported: Uint8Array, local: Uint8Array | null, language: string): MergedFile {
  const localFile = local ? readOrNull(local) : null;
  if (!localFile) return { bytes: exported, kept: [] };
  const remote = readI18next(exported);
  const held = new Set(remote.strings.map((string) => string.name));
  const fits = fitsBeside(held, remote.layout);
  const onlyLocal = localFile.strings.filter((string) => !held.has(string.name) && fits(string.name));
  if (onlyLocal.length === 0) return { bytes: exported, kept: [] };

  const values: KeyValue[] = [...remote.strings, ...onlyLocal].map(({ name, text }) => ({
    name,
    plural: false,
    text,
  }));
  const layout = mergedLayout(remote.layout, localFile.layout, held);
  // Every value is a plain string already in its file name: a local "" is kept as written.
  const shape = { ...remote.shape, emptyValues: 'EMPTY_STRING' as const };
  const text = writeI18next(values, shape, { language, layout });
  return { bytes: encoder.encode(text), kept: onlyLocal.map((string) => string.name) };
}

function readOrNull(bytes: Uint8Array) {
  try {
    return readI18next(bytes);
  } catch {
    return null;
  }
}

/**
 * The export's paths, each local-only path placed after the last local key before it that the
 * export holds (so a kept key stays beside its neighbours). A local file of another structure adds
 * no paths: the writer places its keys by name.
 */
function mergedLayout(remote: FileLayout, local: FileLayout, held: ReadonlySet<string>): FileLayout {
  if (local.structure !== remote.structure || local.keySeparator !== remote.keySeparator) return remote;
  const nameOf = (path: FileLayout['paths'][number]) => nameOfPath(path, remote.keySeparator);
  // Local-only paths by the held name they follow (null: before any).
  const following = new Map<string | null, FileLayout['paths']>();
  let anchor: string | null = null;
  for (const path of local.paths) {
    const name = nameOf(path);
    if (held.has(name)) anchor = name;
    else if (following.has(anchor)) following.get(anchor)?.push(path);
    else following.set(anchor, [path]);
  }
  const paths = [...(following.get(null) ?? [])];
  for (const path of remote.paths) paths.push(path, ...(following.get(nameOf(path)) ?? []));
  return { ...remote, paths };
}

/**
 * Whether a local name can sit beside the export's in one nested file: `a` cannot beside `a.b`
 * (the export's tree wins there; it holds that name's texts now).
 */
function fitsBeside(held: ReadonlySet<string>, layout: FileLayout): (name: string) => boolean {
  const separator = layout.structure === 'NESTED' ? layout.keySeparator : '';
  if (separator === '') return () => true;
  const prefixes = new Set<string>();
  for (const name of held)
    for (let end = name.indexOf(separator); end >= 0; end = name.indexOf(separator, end + 1))
      prefixes.add(name.slice(0, end));
  return (name) => {
    if (prefixes.has(name)) return false;
    for (let end = name.indexOf(separator); end >= 0; end = name.indexOf(separator, end + 1))
      if (held.has(name.slice(0, end))) return false;
    return true;
  };
}
