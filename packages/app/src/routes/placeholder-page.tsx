import { DocumentTitle, type PageId, PlaceholderScreen } from '@verba/ui';

/** A route whose feature belongs to a later issue: its title and an honest "not available yet" note. */
export function placeholderPage(page: PageId) {
  return function PlaceholderPage() {
    return (
      <>
        <DocumentTitle page={page} />
        <PlaceholderScreen page={page} />
      </>
    );
  };
}
