import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SMTP by URL. Plain smtp:// to a loopback host skips STARTTLS, so a local test sink needs no
 * certificate; elsewhere STARTTLS is used whenever the server offers it.
 */
export function createSmtpTransport(url: string): MailTransport {
  const { hostname, protocol } = new URL(url);
  const transporter = nodemailer.createTransport({
    url,
    ...(protocol === 'smtp:' ? { secure: false, ignoreTLS: loopbackHosts.has(hostname) } : {}),
  });
  return {
    async send({ link: _link, ...mail }) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL each mail becomes an .eml file in `dir`, and its link goes to the log,
 * so a person trying Verba locally can follow it.
 */
export function createFileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ link, ...mail }) {
      const info = await composer.sendMail(mail);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { mail: { to: mail.to, subject: mail.subject, link, file } },
        `mail to ${mail.to}: ${mail.subject}${link ? ` ${link}` : ''}`,
      );
    },
    close: () => composer.close(),
  };
}
