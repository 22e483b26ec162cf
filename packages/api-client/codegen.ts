import type { CodegenConfig } from '@graphql-codegen/cli';

// The server's committed SDL is the one source of truth; the output is committed too, so a fresh
// clone type-checks and builds without running codegen.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/graphql/operations/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        nonOptionalTypename: true,
        // Ids are opaque strings both ways; the server never sends or takes numbers.
        scalars: { ID: 'string' },
      },
    },
    // The mocks build an executable schema from this, so they can never drift from the SDL.
    'src/graphql/generated/introspection.json': {
      plugins: ['introspection'],
      config: { minify: true, descriptions: false },
    },
  },
};

export default config;
