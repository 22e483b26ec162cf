// Rows as GraphQL answers them (collaboration-contract.md), shared by the server and the mocks.

export type SuggestionStatus = 'OPEN' | 'ACCEPTED' | 'REJECTED';

/** A suggestion: names instead of account ids, forms as a list. */
export interface SuggestionView {
  id: string;
  keyId: string;
  language: string;
  text: string | null;
  forms: { category: string; text: string }[] | null;
  by: string | null;
  byAccountId: string | null;
  createdAt: string;
  status: SuggestionStatus;
  decidedBy: string | null;
}

/** A comment: the author's name, or null once that account is gone. */
export interface CommentView {
  id: string;
  keyId: string;
  language: string | null;
  text: string;
  by: string | null;
  byAccountId: string | null;
  createdAt: string;
  resolved: boolean;
}
