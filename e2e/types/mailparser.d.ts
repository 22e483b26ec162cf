// mailparser ships no types and @types/mailparser is not needed for the one call the sink makes.
declare module 'mailparser' {
  import type { Readable } from 'node:stream';

  export interface ParsedMail {
    subject?: string;
    text?: string;
    html?: string | false;
  }

  export function simpleParser(source: Readable | string | Buffer): Promise<ParsedMail>;
}
