import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@a', 'ok']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@a,ok\r\n`,
    );
  });
});
