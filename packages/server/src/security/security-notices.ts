import { and, eq } from 'drizzle-orm';
import { deviceOf } from '../auth/device.ts';
import { issueToken } from '../auth/one-time-tokens.ts';
import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { securityEvents } from '../db/schema.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { NoticeKind } from '../mail/mail-texts.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { EventOrigin } from './security-log.ts';

/** "Chrome on Windows (203.0.113.7)": only names of known browsers and systems, never the agent's text. */
function describeOrigin(origin: EventOrigin | undefined, locale: 'en-US' | 'de-DE'): string {
  const german = locale === 'de-DE';
  if (!origin) return german ? 'unbekannt' : 'unknown';
  const { browser, os } = deviceOf(origin.userAgent);
  const named = browser && os ? `${browser} ${german ? 'auf' : 'on'} ${os}` : browser;
  return `${named ?? (german ? 'ein unbekannter Browser' : 'an unknown browser')} (${origin.address})`;
}

const formatWhen = (at: Date, locale: string) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/**
 * Mails the owner what just changed, when and from which browser, with a "This wasn't me" link
 * (a one-time token) that locks the account down. Queued in `tx`: the caller delivers after its commit.
 */
export async function sendSecurityNotice(
  tx: Database,
  account: Account,
  kind: NoticeKind,
  origin: EventOrigin | undefined,
  now: Date,
  outbox: Outbox,
  links: Links,
): Promise<void> {
  const locale = mailLocale(account.locale);
  const token = await issueToken(tx, account.id, 'not-me', now);
  await outbox.enqueue(tx, {
    to: account.email,
    accountId: account.id,
    ...renderMail(kind, locale, {
      firstName: account.firstName,
      when: formatWhen(now, locale),
      device: describeOrigin(origin, locale),
      actionUrl: links.notMe(token),
    }),
  });
}

/** The device key a sign-in is compared by: browser and system, as the sessions page names them. */
const deviceKey = (userAgent: string | null | undefined) => {
  const { browser, os, type } = deviceOf(userAgent);
  return `${browser}|${os}|${type}`;
};

/** Whether this account signed in before, but never from this kind of browser and system. */
export async function isNewDevice(db: Database, accountId: string, origin: EventOrigin): Promise<boolean> {
  const earlier = await db
    .select({ userAgent: securityEvents.userAgent })
    .from(securityEvents)
    .where(and(eq(securityEvents.accountId, accountId), eq(securityEvents.kind, 'sign-in')));
  if (earlier.length === 0) return false;
  const key = deviceKey(origin.userAgent);
  return !earlier.some((event) => deviceKey(event.userAgent) === key);
}
