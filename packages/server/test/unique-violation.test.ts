import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { isUniqueViolation } from '../src/db/unique-violation.ts';
import { goodPassword, post, uniqueEmail } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('isUniqueViolation', () => {
  it('recognises the error of a duplicate insert, as Drizzle throws it', async () => {
    const row = { email: uniqueEmail(), passwordHash: 'x', firstName: 'A', lastName: 'B' };
    await t.database.db.insert(accounts).values(row);
    const error = await t.database.db
      .insert(accounts)
      .values(row)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('says no to other errors and non-errors', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

it('answers simultaneous sign-ups for one address with 201 each and creates one account', async () => {
  const email = uniqueEmail();
  const body = { email, password: goodPassword, firstName: 'A', lastName: 'B' };
  const answers = await Promise.all([1, 2, 3].map(() => post(t, '/api/auth/register', body)));
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  const rows = (await t.database.db.select().from(accounts)).filter((row) => row.email === email);
  expect(rows).toHaveLength(1);
});
