import { defineConfig } from 'tsup';

// The published build: ESM with bundled .d.ts and source maps. Dependencies and peers stay
// external (tsup reads package.json), so a consumer's bundler dedupes them; @verba/formats is not
// published and is bundled in. styles.css is built separately by scripts/build-css.ts, with the
// toasts' CSS, so the JavaScript drops its CSS imports.
export default defineConfig({
  entry: ['src/index.ts', 'src/projects.ts', 'src/editor.ts'],
  format: 'esm',
  target: 'es2023',
  dts: { resolve: ['@verba/formats'] },
  sourcemap: true,
  clean: true,
  noExternal: ['@verba/formats'],
  loader: { '.css': 'empty' },
});
