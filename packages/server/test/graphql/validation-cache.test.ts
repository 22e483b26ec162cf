import { GraphQLError, type ValidationRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { validationCache } from '../../src/graphql/validation-cache.ts';

/** A yoga as the server builds it, with a rule that counts the documents it validates. */
function countingYoga() {
  let validated = 0;
  const countingRule: ValidationRule = (context) => {
    validated += 1;
    return {
      Field(node) {
        if (node.name.value === 'refused') context.reportError(new GraphQLError('refused is refused'));
      },
    };
  };
  const counting: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(countingRule) };
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { hello: String, refused: String }',
      resolvers: { Query: { hello: () => 'hi', refused: () => 'no' } },
    }),
    parserAndValidationCache: { validationCache: false },
    plugins: [validationCache(), counting],
  });
  const ask = async (query: string) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  };
  return { ask, validated: () => validated };
}

describe('the validation cache', () => {
  it('validates each query text once, and answers a cached refusal as the first one', async () => {
    const { ask, validated } = countingYoga();
    expect(await ask('{ hello }')).toEqual({ data: { hello: 'hi' } });
    expect(await ask('{ hello }')).toEqual({ data: { hello: 'hi' } });
    expect(validated()).toBe(1);

    const refusal = await ask('{ refused }');
    expect(refusal.errors?.[0]?.message).toBe('refused is refused');
    expect(await ask('{ refused }')).toEqual(refusal);
    expect(validated()).toBe(2);
  });

  it('keeps one result per document: another query text is validated on its own', async () => {
    const { ask, validated } = countingYoga();
    await ask('{ hello }');
    expect((await ask('{ hello refused }')).errors?.[0]?.message).toBe('refused is refused');
    expect(validated()).toBe(2);
  });
});
