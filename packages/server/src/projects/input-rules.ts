import { NAME_MAX } from '@verba/contract';
import { DomainError } from '../errors.ts';

/** Names of projects and groups: trimmed, 1 to NAME_MAX characters (api-contract.md). */
export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > NAME_MAX) {
    throw new DomainError('BAD_USER_INPUT', `A name has 1 to ${NAME_MAX} characters.`);
  }
  return trimmed;
}

/** A BCP 47 tag in its canonical form ("pt-br" becomes "pt-BR"); anything else is refused. */
export function cleanLanguage(tag: string): string {
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(tag.trim());
  } catch {
    canonical = undefined;
  }
  if (!canonical) throw new DomainError('BAD_USER_INPUT', 'The base language must be a BCP 47 language tag.');
  return canonical;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing, and must not reach PostgreSQL as a uuid. */
export const isId = (id: string) => uuidPattern.test(id);
