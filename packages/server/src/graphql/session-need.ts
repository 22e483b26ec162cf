import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/**
 * What an operation needs of the caller's session: nothing (it asks only for public fields), the
 * signed-in account, or the account with its dashboard overview, which then comes in the same query.
 */
export type SessionNeed = 'none' | 'account' | 'overview';

// The root fields a signed-out caller may ask for: they read no account.
const publicRootFields = new Set(['plans', '__typename']);
// Viewer fields answered from the account's overview (the loaders' projects and subscription).
const overviewFields = new Set(['projects', 'projectsOwned', 'subscription']);

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/** The fields a selection set asks for, through its fragments (validation has refused cycles). */
export function fieldsOf(selectionSet: SelectionSetNode, fragments: Fragments): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...fieldsOf(selection.selectionSet, fragments));
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) fields.push(...fieldsOf(fragment.selectionSet, fragments));
    }
  }
  return fields;
}

function needOf(document: DocumentNode, operationName: string | null | undefined): SessionNeed {
  const operation = getOperationAST(document, operationName);
  // No single operation to run: execution answers the error, as it would have after a session read.
  if (!operation) return 'account';
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const roots = fieldsOf(operation.selectionSet, fragments);
  if (roots.every((field) => publicRootFields.has(field.name.value))) return 'none';
  const wantsOverview = roots.some(
    (field) =>
      field.name.value === 'viewer' &&
      field.selectionSet &&
      fieldsOf(field.selectionSet, fragments).some((below) => overviewFields.has(below.name.value)),
  );
  return wantsOverview ? 'overview' : 'account';
}

// Yoga's parser cache hands out one document per query text, so the answer is worked out once.
const known = new WeakMap<DocumentNode, Map<string | null | undefined, SessionNeed>>();

export function sessionNeed(document: DocumentNode, operationName: string | null | undefined): SessionNeed {
  let byOperation = known.get(document);
  if (!byOperation) {
    byOperation = new Map();
    known.set(document, byOperation);
  }
  let need = byOperation.get(operationName);
  if (need === undefined) {
    need = needOf(document, operationName);
    byOperation.set(operationName, need);
  }
  return need;
}
