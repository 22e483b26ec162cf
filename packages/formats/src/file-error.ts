/** A path inside a JSON file: object keys, and array indices as numbers. */
export type KeyPath = readonly (string | number)[];

/**
 * Why a translation file cannot be read (`INVALID_FILE`) or written (`KEY_CONFLICT`). `paths` are
 * the places concerned, as `a.b[0]` or `errors["Sure?"]`; `line` is set for a JSON syntax error.
 */
export class TranslationFileError extends Error {
  override name = 'TranslationFileError';
  readonly code: 'INVALID_FILE' | 'KEY_CONFLICT';
  readonly paths: string[];
  readonly line: number | undefined;

  constructor(
    message: string,
    options: { code?: 'INVALID_FILE' | 'KEY_CONFLICT'; paths?: string[]; line?: number } = {},
  ) {
    super(message);
    this.code = options.code ?? 'INVALID_FILE';
    this.paths = options.paths ?? [];
    this.line = options.line;
  }
}

const identifier = /^[A-Za-z_$][\w$-]*$/;

/** A path as a developer reads it: `a.b[0]`, and `errors["Sure? Yes."]` for keys that are not words. */
export function formatKeyPath(path: KeyPath): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (identifier.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
