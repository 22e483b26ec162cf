import '@verba/ui/styles.css';
import './react-aria-pressable.css';
import { AuthProvider, hasSignedInHint } from '@verba/api-client';
import { i18nReady, VerbaUiProvider } from '@verba/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router.tsx';
import { installStaleBuildReload } from './shell/stale-build-reload.ts';

// `vite --mode mock` answers /api in the browser; the production build drops this branch and its chunk.
if (import.meta.env.MODE === 'mock') {
  const { startMockNetwork } = await import('./mock-network.ts');
  await startMockNetwork();
}

installStaleBuildReload();

// The browser's language loads before the first render, so no English flashes first.
await i18nReady;

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The ui providers sit above the router so the layout, the pending state and the error pages all
// get texts, theme and toasts; ui links navigate through the router's own navigate.
createRoot(root).render(
  <StrictMode>
    <AuthProvider sessionHint={import.meta.env.MODE === 'mock' ? undefined : hasSignedInHint}>
      <VerbaUiProvider navigate={(href) => void router.navigate(href)}>
        <RouterProvider router={router} />
      </VerbaUiProvider>
    </AuthProvider>
  </StrictMode>,
);
