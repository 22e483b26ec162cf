import { isAbsolute, relative, resolve } from 'node:path';
import { CliError, EXIT } from './exit-codes.ts';

/**
 * Whether a language or group name from the server is safe inside a file path: the server's names
 * pick where `pull` writes, so one with a separator, `..`, a NUL or a drive could leave the folder.
 */
export function isSafeName(name: string): boolean {
  return (
    name.length > 0 &&
    name !== '.' &&
    !name.includes('..') &&
    !/[/\\\0]/.test(name) &&
    !isAbsolute(name) &&
    !/^[a-zA-Z]:/.test(name)
  );
}

/** The absolute path of a file relative to `root`; a CliError when it would land outside it. */
export function pathUnder(root: string, path: string): string {
  const target = resolve(root, path);
  const inside = relative(resolve(root), target);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new CliError(
      `Refusing to write ${path}: it is outside ${root}. Nothing was written.`,
      EXIT.differences,
      'UNSAFE_PATH',
    );
  }
  return target;
}

/** A CliError for a name from the server that cannot be part of a path. */
export function unsafeName(entry: string): CliError {
  return new CliError(
    `Refusing the server's file ${JSON.stringify(entry)}: its language or group is not a plain name. Nothing was written.`,
    EXIT.differences,
    'UNSAFE_PATH',
  );
}
