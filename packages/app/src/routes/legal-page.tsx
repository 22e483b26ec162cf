import { DocumentTitle, type LegalDocument, LegalScreen, type PageId } from '@verba/ui';
import { operator } from '../config.ts';

/** The imprint, terms of service and privacy policy: the ui's text with this instance's operator. */
export function legalPage(page: PageId, document: LegalDocument) {
  return function LegalPage() {
    return (
      <>
        <DocumentTitle page={page} />
        <LegalScreen document={document} operator={operator} />
      </>
    );
  };
}
