import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// A customer's app as small as it gets: a page on its own origin that runs the i18next setup it is
// given (the snippet Verba's releases section hands out) and shows one text. i18next and
// i18next-http-backend are the packages' own browser builds, found through an import map.

const modules: Record<string, string> = {
  '/i18next.js': fileURLToPath(import.meta.resolve('i18next')),
  '/i18next-http-backend.js': fileURLToPath(import.meta.resolve('i18next-http-backend')),
};

const page = (setup: string, key: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>An app using Verba's release</title>
    <script type="importmap">
      { "imports": { "i18next": "/i18next.js", "i18next-http-backend": "/i18next-http-backend.js" } }
    </script>
  </head>
  <body>
    <h1 id="text">loading</h1>
    <script type="module">
${setup}
document.getElementById('text').textContent = i18next.t(${JSON.stringify(key)});
    </script>
  </body>
</html>`;

export interface I18nextApp {
  url: string;
  close: () => Promise<void>;
}

/** Serves the page at `/` on a free port of this machine until closed. */
export async function startI18nextApp(setup: string, key: string): Promise<I18nextApp> {
  const server = createServer((request, response) => {
    const file = modules[request.url ?? ''];
    if (file) {
      void readFile(file).then((body) => {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(setup, key));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
