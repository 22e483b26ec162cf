import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/mail-templates.ts';

describe('mail links', () => {
  it('makes links of the action URLs only, never of a name that looks like one', () => {
    const mail = renderMail('confirmAccount', 'en-US', {
      firstName: 'https://evil.example/claim',
      actionUrl: 'https://verba.example/confirm?token=a',
      declineUrl: 'https://verba.example/confirm/decline?token=b',
    });
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).toContain('https://evil.example/claim');
    expect(mail.html).toContain('href="https://verba.example/confirm?token=a"');
    expect(mail.html).toContain('href="https://verba.example/confirm/decline?token=b"');
  });
});
