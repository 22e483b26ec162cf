import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const uiModules = new URL('../../node_modules/', import.meta.url);
const rootModules = new URL('../../../../node_modules/', import.meta.url);

/** The version the workspace has installed, so the throwaway app matches what was tested. */
function installed(name: string, modules = uiModules): string {
  const manifest = new URL(`${name}/package.json`, modules);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

// Apollo and graphql are optional peers, for the projects and editor entries only: the main one builds without them.
const PEERS = ['react', 'react-dom', 'react-aria-components', 'react-toastify', 'i18next', 'react-i18next'];

// A consumer as its README would have it: the stylesheet, the providers, one layout and screen.
const MAIN = `import '@verba/ui/styles.css';
import { AuthProvider } from '@verba/api-client';
import { AppLayout, LandingScreen, VerbaUiProvider, i18nReady } from '@verba/ui';
import { createRoot } from 'react-dom/client';

await i18nReady;
createRoot(document.getElementById('root')).render(
  <AuthProvider>
    <VerbaUiProvider navigate={(href) => history.pushState(null, '', href)}>
      <AppLayout>
        <LandingScreen />
      </AppLayout>
    </VerbaUiProvider>
  </AuthProvider>,
);
`;

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Verba consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], build: { target: 'es2023' } });
`;

/** Writes a Vite + React app that depends on the two tarballs and the peers they name. */
export async function writeConsumerApp(dir: string, tarballs: { ui: string; 'api-client': string }) {
  const dependencies = Object.fromEntries(PEERS.map((name) => [name, installed(name)]));
  const manifest = {
    name: 'verba-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@verba/api-client': `file:${tarballs['api-client']}`,
      '@verba/ui': `file:${tarballs.ui}`,
      ...dependencies,
    },
    devDependencies: {
      vite: installed('vite', rootModules),
      '@vitejs/plugin-react': installed('@vitejs/plugin-react', rootModules),
    },
  };
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'vite.config.js'), VITE_CONFIG);
  await writeFile(join(dir, 'src', 'main.jsx'), MAIN);
}
