import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    request.url !== '/api' &&
    // A release's files (releases/cdn-routes.ts) are never the app's page: a path of none is a JSON 404.
    !request.url.startsWith('/cdn/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const notFoundBody = { error: 'Not found.', code: 'NOT_FOUND' };

/**
 * The pages the build wrote to dist/<folder>/<name>.html (packages/app/prerender.ts), by path:
 * `prerendered` holds the public pages, `preloading` the app shell of signed-in pages, naming their chunks.
 */
function builtPages(distDir: string, folder: 'prerendered' | 'preloading'): Map<string, string> {
  const dir = join(distDir, folder);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
  return new Map(
    files.map((file) => {
      const name = file.slice(0, -'.html'.length);
      return [name === 'index' ? '/' : `/${name}`, `${folder}/${file}`];
    }),
  );
}

/**
 * The built single-page app, compressed at build time: hashed files under /assets/ are cached for a year, everything else
 * (index.html above all) is revalidated, and any page path falls back to index.html for the router.
 * The public pages go out prerendered, except to a browser with a session: it gets index.html, whose
 * app renders the page for the signed-in visitor (or leaves sign-in for the dashboard).
 */
export async function registerAppStatic(
  app: FastifyInstance,
  distDir: string,
  hasSession: (request: FastifyRequest) => boolean,
): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (!built) {
    app.log.warn(
      `The app is not built (no ${join(distDir, 'index.html')}); run \`pnpm build\`. The API works.`,
    );
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each file; they go to browsers that accept them, with Vary.
      preCompressed: true,
      // Our own Cache-Control instead of the plugin's max-age.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(join(distDir, 'assets')) ? immutable : 'no-cache');
      },
    });
    for (const [path, file] of builtPages(distDir, 'prerendered')) {
      app.get(path, (request, reply) => reply.sendFile(hasSession(request) ? 'index.html' : file));
    }
    // The same shell for everyone (no session data), so it goes out whether or not a session came along.
    for (const [path, file] of builtPages(distDir, 'preloading')) {
      app.get(path, (_request, reply) => reply.sendFile(file));
    }
  }

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.status(404).send(notFoundBody);
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The Verba app is not built yet. Run `pnpm build` (or `npm start`) and reload; the API under /api works.',
        );
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
