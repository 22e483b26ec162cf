export { readExchange } from './exchange-reader.ts';
export {
  EXCHANGE_FORMATS,
  type ExchangeDocument,
  type ExchangeEntry,
  type ExchangeFile,
  type ExchangeFormat,
  type ExchangeKey,
  type ExchangeState,
  type PluralForms,
  sourceOfForm,
} from './exchange-types.ts';
export { writePo } from './po-writer.ts';
export { writeXliff2, writeXliff12 } from './xliff-writer.ts';
