import sax from 'sax';
import { TranslationFileError } from '../file-error.ts';

/**
 * Refuses a text that is not well-formed XML, and answers its root element. The XLIFF library's
 * parser swallows some errors (an unclosed root reads as a shorter document), which would import a
 * cut file in part.
 */
export function checkWellFormed(text: string): { name: string; attributes: Record<string, string> } {
  const reader = sax.parser(true);
  let failure: Error | null = null;
  let root: { name: string; attributes: Record<string, string> } | null = null;
  reader.onopentag = (tag) => {
    root ??= tag;
  };
  reader.onerror = (error) => {
    failure ??= error;
    throw error;
  };
  try {
    reader.write(text).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) {
    const reason = failure.message.split('\n');
    throw new TranslationFileError(
      `This file is not well-formed XML: ${reason[0]} (${reason.slice(1).join(', ')}).`,
    );
  }
  if (!root) throw new TranslationFileError('This file is not well-formed XML: it has no element.');
  return root;
}
