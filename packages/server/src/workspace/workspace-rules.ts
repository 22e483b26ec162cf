import { workspaceLimits as limits } from '@verba/contract';
import { DomainError } from '../errors.ts';

/** The limits of translation-contract.md, from the contract module. */
export { limits };

/** A refusal the UI shows at one field; `index` points into a list input. */
export const badInput = (field: string, message: string, index?: number) =>
  new DomainError('BAD_USER_INPUT', message, index === undefined ? { field } : { field, index });

// C0, DEL and C1 control characters but line breaks and tabs, which natural-language keys hold.
const controlCharacter = /[^\P{Cc}\n\r\t]/u;

/**
 * A key name: 1 to 1000 characters without control characters other than line breaks and tabs.
 * Dots, colons, spaces, `?` and trailing dots are all allowed (natural-language keys); collisions
 * depend on the group's shape.
 */
export function checkKeyName(name: string, index?: number): string {
  if (name.length === 0 || name.length > limits.keyName) {
    throw badInput('name', `A key name has 1 to ${limits.keyName} characters.`, index);
  }
  if (controlCharacter.test(name)) {
    throw badInput(
      'name',
      'A key name cannot hold control characters other than line breaks and tabs.',
      index,
    );
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

/** A key's LENGTH limit: null (none) or a whole number of characters, 1 to 10,000. */
export function checkMaxLength(maxLength: number | null | undefined, index?: number): number | null {
  if (maxLength === null || maxLength === undefined) return null;
  if (!Number.isInteger(maxLength) || maxLength < 1 || maxLength > limits.maxLength) {
    throw badInput(
      'maxLength',
      `A key's length limit is 1 to ${limits.maxLength.toLocaleString('en-US')} characters.`,
      index,
    );
  }
  return maxLength;
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
