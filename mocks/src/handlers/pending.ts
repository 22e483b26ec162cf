import { HttpResponse } from 'msw';

/**
 * For a story's pending state: an answer whose body never ends, so the request stays on its way for
 * as long as the page lives. Not `delay('infinite')`: Chromium stops a service worker whose fetch
 * event has gone unanswered for 5 minutes, and every request then in flight fails, in whichever
 * story runs by then (the visual check shows every story in one page). A begun answer is not held
 * to that.
 */
export const pendingAnswer = (): Response =>
  new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'application/json' } });
