import { po } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { germanHandout } from './exchange-fixture.ts';
import { readExchange } from './exchange-reader.ts';
import { gettextPluralsOf } from './gettext-plural-forms.ts';
import { writePo } from './po-writer.ts';

describe('PO', () => {
  const text = writePo(germanHandout);

  it('writes an entry per key with msgctxt group/key, plural entries, notes and the headers', () => {
    const document = po.parse(text);
    expect(document.headers).toMatchObject({
      Language: 'de',
      'Plural-Forms': 'nplurals=2; plural=(n != 1);',
      'X-Verba-Project': germanHandout.projectId,
    });
    expect(document.translations['common/greeting']).toEqual({
      'Hello, {{name}}! You have $t(common:inbox, {"count": 3}) & <more>.': expect.objectContaining({
        msgstr: [''],
        comments: expect.objectContaining({
          extracted: 'Shown on the dashboard <b>after</b> sign-in & more',
        }),
      }),
    });
    expect(document.translations['common/files']?.['{{count}} file']).toMatchObject({
      msgid_plural: '{{count}} files',
      msgstr: ['{{count}} Datei', '{{count}} Dateien'],
    });
  });

  it('round-trips: filled through gettext-parser as Poedit would, read back', () => {
    const document = po.parse(text);
    for (const byId of Object.values(document.translations))
      for (const entry of Object.values(byId)) {
        if (entry.msgctxt)
          entry.msgstr = entry.msgstr.map((_, index) => `${entry.msgid.toUpperCase()} ${index}`);
      }
    const file = readExchange(po.compile(document).toString('utf8'));
    expect(file).toMatchObject({ format: 'po', projectId: germanHandout.projectId, targetLanguage: 'de' });
    expect(file.entries).toEqual([
      {
        name: 'common/greeting',
        plural: false,
        source: 'Hello, {{name}}! You have $t(common:inbox, {"count": 3}) & <more>.',
        target: 'HELLO, {{NAME}}! YOU HAVE $T(COMMON:INBOX, {"COUNT": 3}) & <MORE>. 0',
      },
      {
        name: 'common/files',
        plural: true,
        source: { one: '{{count}} file', other: '{{count}} files' },
        target: { one: '{{COUNT}} FILE 0', other: '{{COUNT}} FILE 1' },
      },
      { name: 'settings/profile/save "now"', plural: false, source: 'Save\tnow', target: 'SAVE\tNOW 0' },
    ]);
  });

  it('orders plural forms as the Plural-Forms of the language counts them', () => {
    const polish = writePo({
      ...germanHandout,
      targetLanguage: 'pl',
      keys: [
        {
          group: 'common',
          name: 'files',
          description: null,
          state: 'TRANSLATED',
          plural: true,
          source: { one: '{{count}} file', other: '{{count}} files' },
          target: { one: '1', few: '2', many: '5' },
        },
      ],
    });
    expect(polish).toContain('nplurals=3;');
    expect(polish).toMatch(/msgstr\[0\] "1"\nmsgstr\[1\] "2"\nmsgstr\[2\] "5"/);
    expect(readExchange(polish).entries[0]).toMatchObject({ target: { one: '1', few: '2', many: '5' } });
  });

  it.each([
    ['ja', 1],
    ['ru', 3],
    ['ar', 6],
    ['pt-BR', 2],
    ['sw', 2],
  ])('knows how many forms %s has', (language, count) => {
    expect(gettextPluralsOf(language).categories).toHaveLength(count);
  });

  it('refuses a file that is not PO', () => {
    expect(() => readExchange('msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"\n')).toThrow(/cannot be read/);
    expect(() => readExchange('this is { not po')).toThrow(/cannot be read/);
  });
});
