import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The published build: ESM with bundled .d.ts and source maps, one file per entry point.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'graphql/index': 'src/graphql/index.ts',
    'webauthn/index': 'src/webauthn/index.ts',
    rules: 'src/auth/rules.ts',
  },
  format: 'esm',
  target: 'es2023',
  dts: true,
  sourcemap: true,
  clean: true,
  // The schema's introspection is published too: consumers mock /api/graphql from it, as mocks/ does.
  onSuccess: () => copyFile('src/graphql/generated/introspection.json', 'dist/graphql/introspection.json'),
});
