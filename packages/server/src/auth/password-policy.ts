import { readFileSync } from 'node:fs';

const passwordMinLength = 12;
const passwordMaxLength = 256;

const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** NIST SP 800-63B: length and a block list, no composition rules. Returns why a password is refused. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < passwordMinLength) return `must be at least ${passwordMinLength} characters long`;
  if (length > passwordMaxLength) return `must be at most ${passwordMaxLength} characters long`;
  if (commonPasswords.has(password.toLowerCase()) || new Set(password).size === 1) {
    return 'is one of the most common passwords; choose another';
  }
  return undefined;
}
