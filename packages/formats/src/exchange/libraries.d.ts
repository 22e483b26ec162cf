// The parts of the exchange libraries this package uses, typed here: their own types (where they
// ship any) bring in Node's, which this package is kept free of.

declare module 'xliff/*' {
  /** The libraries' document: resources per file, units per id (see the `xliff` package's README). */
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    xliffVersion?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export interface XliffUnit {
    source?: XliffValue;
    target?: XliffValue;
    note?: XliffValue | XliffValue[];
    additionalAttributes?: Record<string, string>;
    groupUnits?: Record<string, XliffUnit>;
  }
  /** Text, an inline element (`{Span: {id, 'equiv-text'}}`, `{Standalone: {id, disp}}`), or a list of both. */
  export type XliffValue = string | XliffInline | (string | XliffInline)[];
  export type XliffInline = Record<string, Record<string, unknown>>;
  type Callback<T> = (error: Error | null, result: T) => void;
  const convert: {
    (document: XliffJs, options: { indent: string }, callback: Callback<string>): void;
    (text: string, options: object, callback: Callback<XliffJs>): void;
  };
  export default convert;
}

declare module 'gettext-parser' {
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: { extracted?: string; translator?: string; flag?: string };
  }
  export interface PoDocument {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  export const po: {
    parse(input: string, options?: { validation?: boolean }): PoDocument;
    compile(document: PoDocument, options?: { foldLength?: number }): { toString(encoding: 'utf8'): string };
  };
}

declare module 'sax' {
  export interface SAXParser {
    onerror: (error: Error) => void;
    onopentag: (tag: { name: string; attributes: Record<string, string> }) => void;
    write(text: string): SAXParser;
    close(): SAXParser;
  }
  // A CommonJS module: Node's ESM loader sees only its default export.
  const sax: { parser(strict: boolean, options?: object): SAXParser };
  export default sax;
}
