import { defineConfig } from 'tsup';

// One plain-JS file for Node 20: @verba/formats (TypeScript source in the workspace) is bundled in,
// the published dependencies stay imports.
export default defineConfig({
  entry: { verba: 'src/verba.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  noExternal: ['@verba/formats'],
  banner: { js: '#!/usr/bin/env node' },
  clean: true,
});
