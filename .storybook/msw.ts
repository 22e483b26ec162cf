import { setupWorker } from 'msw/browser';

/** /api requests no handler answered during the current story; afterEach turns them into a failure. */
export const unhandledApiRequests: string[] = [];

/**
 * Starts the worker once. Unhandled /api calls error (the app sees a network failure) and are
 * recorded; everything else, Vite's modules and assets, passes through untouched.
 */
export async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol !== 'http') return defaults.error();
      const { request } = frame.data as { request: Request };
      if (!new URL(request.url).pathname.startsWith('/api/')) return;
      unhandledApiRequests.push(`${request.method} ${request.url}`);
      defaults.error();
    },
  });
  return worker;
}
