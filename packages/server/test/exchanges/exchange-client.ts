/// <reference path="../../../formats/src/exchange/libraries.d.ts" />
import type { Import } from '@verba/contract';
import type { TestApp } from '../helpers/test-app.ts';
import type { Cookies } from '../workspace/workspace-client.ts';

export function exportExchange(t: TestApp, cookies: Cookies, projectId: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/exchange?${query}`, cookies });
}

export function uploadExchange(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  body: string | Buffer,
  query = '',
  contentType = 'application/xliff+xml',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/exchange${query}`,
    headers: { 'content-type': contentType },
    payload: body,
    cookies,
  });
}

export const previewOf = (response: { json(): unknown }) => response.json() as Import;

/** The answer of one of the `xliff` library's converters, which call back at once. */
export function viaLibrary<T>(run: (callback: (error: Error | null, result: T) => void) => void): T {
  let answer: T | undefined;
  run((error, result) => {
    if (error) throw error;
    answer = result;
  });
  return answer as T;
}
