import { useQuery } from '@apollo/client/react';
import {
  CreateGlossaryTermDocument,
  DeleteGlossaryTermDocument,
  type GlossaryTermFieldsFragment,
  KeyTermsDocument,
  ProjectGlossaryDocument,
  UpdateGlossaryTermDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export type GlossaryTerm = GlossaryTermFieldsFragment;

// A term's text decides where it sorts and which search finds it: the page's table is read again
// after a create, an update or a delete. The editor's terms of a key are read on each visit.
const glossaryReads = ['ProjectGlossary'];

export interface ProjectGlossaryOptions {
  projectId: string;
  /** Terms whose term, description, translation or forbidden variant holds it, ignoring case. */
  search?: string;
  first?: number;
}

/** Project → Glossary's page of terms, in the term's case-insensitive order (aids contract). */
export function useProjectGlossary({ projectId, search, first = 100 }: ProjectGlossaryOptions) {
  return useQuery(ProjectGlossaryDocument, {
    variables: { projectId, search: search || null, first },
    fetchPolicy: 'cache-and-network',
  });
}

export interface KeyTermsOptions {
  projectId: string;
  groupId: string;
  keyId: string;
}

/** The glossary's terms found in one key's base text, in the order they first occur. */
export function useKeyTerms({ projectId, groupId, keyId }: KeyTermsOptions) {
  const query = useQuery(KeyTermsDocument, {
    variables: { projectId, groupId, keyId },
    fetchPolicy: 'cache-and-network',
  });
  return { query, terms: query.data?.group?.key?.terms ?? null };
}

/** MANAGER and OWNER (manageProject); a second term of the same text is TERM_CONFLICT. */
export const useCreateGlossaryTerm = () =>
  useResultMutation(CreateGlossaryTermDocument, { refetchQueries: glossaryReads });

/** With the version the form was filled from; another is VERSION_CONFLICT carrying `current`. */
export const useUpdateGlossaryTerm = () =>
  useResultMutation(UpdateGlossaryTermDocument, { refetchQueries: glossaryReads });

export const useDeleteGlossaryTerm = () =>
  useResultMutation(DeleteGlossaryTermDocument, {
    refetchQueries: glossaryReads,
    update: (cache, { data }, { variables }) => {
      if (data?.deleteGlossaryTerm && variables)
        cache.evict({ id: cache.identify({ __typename: 'GlossaryTerm', id: variables.id }) });
    },
  });
