import { defineConfig } from 'i18next-cli';

// The i18n lint (`pnpm lint`): no visible text outside the i18n resources in ui and app.
export default defineConfig({
  locales: ['en-US', 'de-DE', 'fr-FR', 'it-IT'],
  extract: {
    input: ['packages/ui/src/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}'],
    ignore: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      '**/*.mdx',
      'packages/ui/src/i18n/locales/**',
      'packages/ui/src/docs/**',
      'packages/ui/src/testing/**',
    ],
    // Only the key check reads this; the resources stay the TypeScript files in packages/ui/src/i18n.
    output: 'node_modules/.cache/i18next/{{language}}.json',
  },
  lint: {},
});
