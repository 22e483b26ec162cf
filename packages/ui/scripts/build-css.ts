import { mkdir, readFile, writeFile } from 'node:fs/promises';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

// The published styles.css: Tailwind compiled with the tokens, both daisyUI themes and the
// classes the components use (styles.css's @source), so consumers need no Tailwind of their own;
// then the toasts' CSS, which the app loads with its first toast but a consumer gets in this one file.
// PostCSS rather than @tailwindcss/cli, whose @parcel/watcher needs a build script approved.
const sheets = ['../src/styles.css', '../src/components/toaster/toast-region.css'];
const to = new URL('../dist/styles.css', import.meta.url).pathname;

const compiled = [];
for (const sheet of sheets) {
  const from = new URL(sheet, import.meta.url).pathname;
  const result = await postcss([tailwindcss({ optimize: { minify: true } })]).process(
    await readFile(from, 'utf8'),
    { from, to },
  );
  compiled.push(result.css);
}
const css = compiled.join('\n');
await mkdir(new URL('../dist/', import.meta.url), { recursive: true });
await writeFile(to, css);
console.log(`dist/styles.css: ${(css.length / 1024).toFixed(1)} KiB`);
