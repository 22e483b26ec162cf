import { network } from 'virtual:msw';
import { handlers } from '@verba/mocks';
import { HttpNetworkFrame } from 'msw/experimental';

/** Answers /api from the MSW handlers of @verba/mocks; Vite's own requests pass through untouched. */
export async function startMockNetwork(): Promise<void> {
  network.configure({
    handlers,
    // An /api call no handler knows is a gap in the mocks worth a loud console error.
    onUnhandledFrame: ({ frame, defaults }) => {
      if (frame instanceof HttpNetworkFrame && new URL(frame.data.request.url).pathname.startsWith('/api/')) {
        defaults.error();
      }
    },
  });
  await network.enable();
}
