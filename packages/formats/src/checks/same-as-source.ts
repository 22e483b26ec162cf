import { proseOf } from './markup.ts';

const LETTER = /\p{L}/gu;

/**
 * SAME_AS_SOURCE: identical to the base text while that has two letters or more. Letters inside
 * placeholders and tags do not count, so `{{count}}` or `<0/>` kept as is raises nothing.
 */
export function sameAsSource(text: string, base: string): string | null {
  if (text !== base) return null;
  const letters = proseOf(base).match(LETTER)?.length ?? 0;
  return letters >= 2 ? 'Identical to the base text.' : null;
}
