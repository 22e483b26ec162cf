import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

// `vite` proxies /api to the real server; `vite --mode mock` answers /api in the browser with the
// MSW handlers of @verba/mocks instead. The msw plugin, registered in mock mode only, serves the
// worker script straight from the msw package, so no worker file is committed or shipped.
const API_TARGET = 'http://localhost:3000';

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
        // statically (i18n, the layout, the kit's first components) is one more chunk: one request
        // instead of twenty small ones, each with its own headers and round trip.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}));
