import { type MailKind, mailTexts } from './mail-texts.ts';

export type MailLocale = keyof typeof mailTexts;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about (its button), logged when mails go to files. */
  link?: string;
}

/** The browser's language picks the mail language: German for any de-*, English otherwise. */
export function mailLocale(locale: string | undefined | null): MailLocale {
  return locale?.toLowerCase().startsWith('de') ? 'de-DE' : 'en-US';
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

// Only the server's own links become links, told by their placeholder's name (`actionUrl`,
// `forgotUrl`, …): a first name such as "https://evil.example" stays text.
const isLinkPlaceholder = (name: string) => name.endsWith('Url');

const fillHtml = (template: string, values: Record<string, string>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = escapeHtml(values[name] ?? '');
    return isLinkPlaceholder(name) ? `<a href="${value}">${value}</a>` : value;
  });

export function renderMail(
  kind: MailKind,
  locale: MailLocale,
  values: Record<string, string> & { actionUrl?: string; firstName?: string },
  items: Record<string, string>[] = [],
): RenderedMail {
  const texts = mailTexts[locale];
  const mail = texts[kind];
  const greeting = values.firstName ? texts.greeting : texts.greetingNoName;
  const action = mail.action && values.actionUrl ? { label: mail.action, url: values.actionUrl } : undefined;
  const after = mail.after ?? [];
  const itemLines = mail.item ?? [];

  const text = [
    fill(greeting, values),
    ...mail.paragraphs.map((paragraph) => fill(paragraph, values)),
    ...items.map((item) => itemLines.map((line) => fill(line, item)).join('\n')),
    ...(action ? [action.url] : []),
    ...after.map((paragraph) => fill(paragraph, values)),
    texts.signature,
  ].join('\n\n');

  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${fillHtml(greeting, values)}</p>`,
    ...mail.paragraphs.map((paragraph) => `<p>${fillHtml(paragraph, values)}</p>`),
    ...items.map((item) => `<p>${itemLines.map((line) => fillHtml(line, item)).join('<br>')}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}"><strong>${escapeHtml(action.label)}</strong></a><br>${escapeHtml(action.url)}</p>`,
        ]
      : []),
    ...after.map((paragraph) => `<p>${fillHtml(paragraph, values)}</p>`),
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    subject: fill(mail.subject, values),
    text: `${text}\n`,
    html,
    ...(action ? { link: action.url } : {}),
  };
}
