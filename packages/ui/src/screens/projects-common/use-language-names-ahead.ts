import { useEffect } from 'react';
import { prepareLanguageNames } from './languages.ts';

/**
 * Prepares the locale's language names in a task of their own while the page waits for its data,
 * so the render that shows the data is not lengthened by loading the browser's language data.
 */
export function useLanguageNamesAhead(locale: string): void {
  useEffect(() => {
    const timer = setTimeout(() => prepareLanguageNames(locale), 0);
    return () => clearTimeout(timer);
  }, [locale]);
}
