import { mkdir, readFile, writeFile } from 'node:fs/promises';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

// The published styles.css: Tailwind compiled with the tokens, both daisyUI themes and the
// classes the components use (styles.css's @source), so consumers need no Tailwind of their own.
// PostCSS rather than @tailwindcss/cli, whose @parcel/watcher needs a build script approved.
const from = new URL('../src/styles.css', import.meta.url).pathname;
const to = new URL('../dist/styles.css', import.meta.url).pathname;

const result = await postcss([tailwindcss({ optimize: { minify: true } })]).process(
  await readFile(from, 'utf8'),
  {
    from,
    to,
  },
);
await mkdir(new URL('../dist/', import.meta.url), { recursive: true });
await writeFile(to, result.css);
console.log(`dist/styles.css: ${(result.css.length / 1024).toFixed(1)} KiB`);
