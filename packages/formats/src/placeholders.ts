/**
 * i18next interpolations (`{{name}}`, `{{name, format}}`, `{{- name}}`) and nestings (`$t(key)`,
 * `$t(ns:key, {...})`), each reduced to one token so two texts can be compared: `{{name}}` and
 * `$t(ns:key)`.
 */
export function placeholdersOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\{\{-?\s*([^{},]*?)\s*(?:,[^{}]*)?\}\}/g)) {
    const name = match[1]?.trim();
    if (name) found.push(`{{${name}}}`);
  }
  for (const match of text.matchAll(/\$t\(\s*([^,)\s]+)[^)]*\)/g)) {
    if (match[1]) found.push(`$t(${match[1]})`);
  }
  return found;
}

/** Where the text is not well-formed: an unbalanced `{{`/`}}` or a `$t(` without its `)`. */
export function syntaxErrorOf(text: string): string | null {
  let open = false;
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    if (pair === '{{') {
      if (open) return 'A “{{” opens before the previous one is closed.';
      open = true;
      i++;
    } else if (pair === '}}') {
      if (!open) return 'A “}}” closes nothing.';
      open = false;
      i++;
    }
  }
  if (open) return 'A “{{” is never closed.';
  for (const match of text.matchAll(/\$t\(/g)) {
    const rest = text.slice((match.index ?? 0) + 3);
    const close = rest.indexOf(')');
    if (close < 0 || rest.slice(0, close).trim() === '') return 'A “$t(” has no key or no closing “)”.';
  }
  return null;
}
