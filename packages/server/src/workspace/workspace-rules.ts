import { DomainError } from '../errors.ts';

/** The limits of translation-contract.md. */
export const limits = {
  keyName: 1000,
  description: 2000,
  text: 10_000,
  createKeys: 1000,
  setTranslations: 500,
  pageSize: 500,
  history: 500,
} as const;

/** A refusal the UI shows at one field; `index` points into a list input. */
export const badInput = (field: string, message: string, index?: number) =>
  new DomainError('BAD_USER_INPUT', message, index === undefined ? { field } : { field, index });

/** A key name: 1 to 1000 characters, no blank name, no empty segment between dots (`a..b`, `.a`). */
export function checkKeyName(name: string, index?: number): string {
  if (name.trim().length === 0 || name.length > limits.keyName) {
    throw badInput('name', `A key name has 1 to ${limits.keyName} characters.`, index);
  }
  if (name.split('.').some((segment) => segment.length === 0)) {
    throw badInput('name', 'A key name cannot start or end with a dot, nor hold two dots in a row.', index);
  }
  return name;
}

/** An optional description; blank is none. */
export function checkDescription(description: string | null | undefined, index?: number): string | null {
  if (description === null || description === undefined || description.trim() === '') return null;
  if (description.length > limits.description) {
    throw badInput('description', `A description has at most ${limits.description} characters.`, index);
  }
  return description;
}

export function checkText(text: string, field: string, index?: number): string {
  if (text.length > limits.text) {
    throw badInput(field, `A text has at most ${limits.text.toLocaleString('en-US')} characters.`, index);
  }
  return text;
}

/** A count argument such as `first`, within 1..max. */
export function checkCount(value: number, max: number, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw badInput(field, `${field} is between 1 and ${max}.`);
  }
  return value;
}

/** A BCP 47 tag in canonical form, or null when it is none. */
export function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null;
  } catch {
    return null;
  }
}

export function checkTag(tag: string, field: string, index?: number): string {
  const canonical = canonicalTag(tag);
  if (!canonical) throw badInput(field, `“${tag.slice(0, 50)}” is not a BCP 47 language tag.`, index);
  return canonical;
}
