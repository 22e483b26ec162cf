import { interpolationSpans } from './placeholders.ts';

/**
 * A translation memory match's text with its interpolations renamed to the asking key's: when the
 * matched source and the key's own base text carry the same number of `{{…}}` placeholders in the
 * same order but under other names (`{{count}}` there, `{{n}}` here), every placeholder of the
 * translation takes the name at the same place in the key's text. Formats and `-` stay. Anything
 * less clear (other counts, one name standing for two) leaves the text as it is.
 */
export function adaptPlaceholders(
  matchedSource: string,
  translation: string,
  ownSource: string,
): { text: string; adapted: boolean } {
  const theirs = interpolationSpans(matchedSource).map((span) => span.name);
  const ours = interpolationSpans(ownSource).map((span) => span.name);
  const unchanged = { text: translation, adapted: false };
  if (theirs.length === 0 || theirs.length !== ours.length) return unchanged;
  const renames = new Map<string, string>();
  for (const [index, name] of theirs.entries()) {
    const wanted = ours[index] as string;
    if ((renames.get(name) ?? wanted) !== wanted) return unchanged;
    renames.set(name, wanted);
  }
  // Two of their names becoming one of ours would merge placeholders the translation keeps apart.
  if (new Set(renames.values()).size !== renames.size) return unchanged;
  if ([...renames].every(([from, to]) => from === to)) return unchanged;
  let text = '';
  let from = 0;
  for (const span of interpolationSpans(translation)) {
    const renamed = renames.get(span.name);
    if (renamed === undefined) continue;
    text += translation.slice(from, span.start) + renamed;
    from = span.end;
  }
  return { text: text + translation.slice(from), adapted: true };
}
