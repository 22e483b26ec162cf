import { TranslationFileError } from '../file-error.ts';
import type { ExchangeFile } from './exchange-types.ts';
import { readPo } from './po-reader.ts';
import { readXliff } from './xliff-reader.ts';

/** Reads an exchange file of any of its formats: XML is XLIFF, anything else PO. */
export function readExchange(text: string): ExchangeFile {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw new TranslationFileError('The file is empty.');
  return start.startsWith('<') ? readXliff(start) : readPo(start);
}
