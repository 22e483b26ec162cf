import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Each parsed document's validation result, kept while the document lives (yoga's parser cache hands
 * out one document per query text). One server has one schema and one set of rules, so the document
 * alone is the key: yoga's own validation cache joins the names of every rule on every request.
 */
export function validationCache(): Plugin {
  const results = new WeakMap<DocumentNode, readonly Error[]>();
  return {
    onValidate({ params, setResult }) {
      const known = results.get(params.documentAST);
      if (known) {
        setResult(known);
        return;
      }
      return ({ result }) => {
        results.set(params.documentAST, result);
      };
    },
  };
}
