import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The published build: ESM with bundled .d.ts and source maps, one file per entry point.
// @verba/contract is not published: its limits and types are bundled in. Its .d.ts bundling must
// also follow the contract's own relative imports, hence the second pattern.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'graphql/index': 'src/graphql/index.ts',
    'webauthn/index': 'src/webauthn/index.ts',
    rules: 'src/auth/rules.ts',
  },
  format: 'esm',
  target: 'es2023',
  dts: { resolve: ['@verba/contract', /^\.\.?\//] },
  noExternal: ['@verba/contract'],
  sourcemap: true,
  clean: true,
  // The schema's introspection is published too: consumers mock /api/graphql from it, as mocks/ does.
  onSuccess: () => copyFile('src/graphql/generated/introspection.json', 'dist/graphql/introspection.json'),
});
