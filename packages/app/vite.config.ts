import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

// `vite` proxies /api to the real server; `vite --mode mock` answers /api in the browser with the
// MSW handlers of @verba/mocks instead. The msw plugin, registered in mock mode only, serves the
// worker script straight from the msw package, so no worker file is committed or shipped.
const API_TARGET = 'http://localhost:3000';

const separator = String.raw`[\\/]`;
const pattern = (path: string) => path.replace(/[.]/g, '\\.').replace(/\//g, separator);
/** Modules of these npm packages. */
const dependencies = (...names: string[]) =>
  new RegExp(`node_modules${separator}(${names.map(pattern).join('|')})${separator}`);
/** The workspace's own modules: files, or folders when the path ends in a slash, under packages/. */
const sources = (...paths: string[]) => new RegExp(`packages${separator}(${paths.map(pattern).join('|')})`);
const either =
  (...tests: RegExp[]) =>
  (id: string) =>
    tests.some((test) => test.test(id));

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), ...(mode === 'mock' ? [msw()] : [precompress()])],
  server: {
    // The server refuses state-changing calls from a foreign Origin (CSRF), and Vite's own origin is one.
    proxy: mode === 'mock' ? undefined : { '/api': { target: API_TARGET, headers: { origin: API_TARGET } } },
  },
  build: {
    // The bench reads the manifest to find each route's chunks, and asks for hidden source maps
    // (BUNDLE_ANALYSIS=1) to list their sources; the build that is served ships no maps.
    manifest: true,
    // Lightning CSS folds daisyUI's theme selectors into one :is(), which outranks our AA colour
    // overrides in styles.css; esbuild keeps the selectors, so the later overrides win.
    cssMinify: 'esbuild',
    sourcemap: process.env.BUNDLE_ANALYSIS ? 'hidden' : false,
    rolldownOptions: {
      output: {
        // Every page needs React and the router: one chunk for them compresses better than the many
        // small shared chunks the splitter otherwise makes. Everything else the entry imports
        // statically (i18n, the layout, the kit's first components) is one more chunk. The lazy
        // routes' small shared modules go into a few chunks by what they serve: a first visit to
        // sign-in loads 8 scripts instead of 14, the dashboard 6 instead of 12, and on a slow phone
        // network each request costs a round trip (bench/lighthouse.ts: sign-in 87-92 -> 90-94).
        // A module that moves out of these paths falls back to the splitter's own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: dependencies('react', 'react-dom', 'scheduler', 'react-router'),
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'page', test: sources('ui/src/components/card/', 'ui/src/screens/document-title/') },
            // Ahead of `forms`, which would otherwise take these in as the form hooks' imports: the
            // dashboard runs actions without a form and would load the whole form kit (26 KiB) for them.
            { name: 'actions', test: sources('ui/src/components/action/'), priority: 1 },
            {
              name: 'forms',
              test: either(
                dependencies('react-hook-form', 'zod', '@hookform'),
                sources(
                  'ui/src/components/form/',
                  'ui/src/components/text-field/',
                  'ui/src/components/password-field/',
                  'ui/src/components/code-field/',
                ),
              ),
            },
            {
              name: 'accounts',
              test: sources(
                'api-client/src/auth/account-calls.ts',
                'api-client/src/auth/second-factor-calls.ts',
                'api-client/src/auth/session-calls.ts',
                'ui/src/screens/account-shared/',
                'ui/src/screens/passkey-sign-in/passkey-support-notice.tsx',
              ),
            },
            {
              name: 'graphql',
              test: either(
                dependencies('@apollo', 'graphql', 'rxjs', 'optimism', '@wry', 'tslib'),
                sources(
                  'api-client/src/graphql-failure.ts',
                  'api-client/src/graphql/project-hooks.ts',
                  'api-client/src/graphql/cache-updates.ts',
                  'ui/src/layout/query-view.tsx',
                  'ui/src/screens/projects-common/languages.ts',
                  'ui/src/screens/projects-common/progress-bars.tsx',
                  'ui/src/components/modal/use-dialog-on-first-use.ts',
                  'app/src/graphql/graphql-boundary.tsx',
                  // Shared by the dashboard and the team pages, each a request of its own otherwise.
                  'api-client/src/graphql/team-hooks.ts',
                  'api-client/src/graphql/team-cache-updates.ts',
                  'contract/src/permissions.ts',
                  'ui/src/screens/members/role-label.ts',
                  'ui/src/screens/invitation/invitation-details.tsx',
                ),
              ),
            },
          ],
        },
      },
    },
  },
}));
