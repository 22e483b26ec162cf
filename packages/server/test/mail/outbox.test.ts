import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { goodPassword, post, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_FROM: 'verba@example.test' });
});
afterAll(() => t.close());

const queued = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('the mail outbox', () => {
  it('keeps a mail that failed to send, the request still succeeding, and sends it on a later round', async () => {
    const email = uniqueEmail();
    t.mail.failNext = 1;
    const response = await post(t, '/api/auth/register', {
      email,
      password: goodPassword,
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(201);
    expect(await t.mailsTo(email)).toHaveLength(0);
    const [failed] = await queued(email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP server unreachable' });

    await t.app.outbox.deliverPending();
    expect(await t.mailsTo(email)).toHaveLength(0);

    t.clock.advance(61_000);
    const mails = await t.mailsTo(email);
    t.clock.advance(-61_000);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.from).toBe('verba@example.test');
    const [sent] = await queued(email);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.lastError).toBeNull();
  });

  it('sends each mail once even when deliveries overlap', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', { email, password: goodPassword, firstName: 'A', lastName: 'B' });
    await Promise.all([
      t.app.outbox.deliverPending(),
      t.app.outbox.deliverPending(),
      t.app.outbox.deliverPending(),
    ]);
    expect(await t.mailsTo(email)).toHaveLength(1);
  });

  it('sends every mail with a plain-text and an HTML part', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', {
      email,
      password: goodPassword,
      firstName: '<b>Ada</b>',
      lastName: 'B',
    });
    const [mail] = await t.mailsTo(email);
    expect(mail?.text).toContain('Hello <b>Ada</b>,');
    expect(mail?.html).toContain('Hello &#60;b&#62;Ada&#60;/b&#62;,');
    expect(mail?.html).not.toContain('<b>Ada</b>');
  });
});
