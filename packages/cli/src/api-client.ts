import { CliError, EXIT, type ExitCode } from './exit-codes.ts';

/** JSON, a zip, or a file sent as it is under its own media type. */
export type RequestBody = { json: unknown } | { zip: Uint8Array } | { file: Uint8Array; contentType: string };

export interface ApiClient {
  request(method: string, path: string, body?: RequestBody): Promise<Response>;
  json<T>(method: string, path: string, body?: RequestBody): Promise<T>;
}

/** What the server's `{error, code}` means for the person at the terminal, and the exit code it gives. */
function failureOf(status: number, error: string, code: string, retryAfter: string | null) {
  const fail = (message: string, exitCode: ExitCode) => new CliError(message, exitCode, code);
  if (status === 401)
    return fail(
      'The API key was refused (missing, unknown, revoked or expired): create one in the project’s settings under API keys and set VERBA_API_KEY.',
      EXIT.connection,
    );
  if (status === 403) return fail(`The API key may not do this: ${error}`, EXIT.connection);
  if (status === 404)
    return fail(`Not found: ${error} Check projectId in the config and the key’s project.`, EXIT.usage);
  if (status === 429)
    return fail(`Too many requests: try again in ${retryAfter ?? 'a few'} seconds.`, EXIT.connection);
  if (status >= 500) return fail(`The server failed (${status}): ${error}`, EXIT.connection);
  return fail(error, EXIT.differences);
}

export function createApiClient(baseUrl: string, apiKey: string): ApiClient {
  let origin = baseUrl;
  while (origin.endsWith('/')) origin = origin.slice(0, -1);
  async function request(method: string, path: string, body?: RequestBody) {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    let payload: string | Uint8Array | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body && 'zip' in body) {
      headers['content-type'] = 'application/zip';
      payload = body.zip;
    } else if (body) {
      headers['content-type'] = body.contentType;
      payload = body.file;
    }
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, { method, headers, body: payload });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new CliError(`Cannot reach ${origin}: ${reason}.`, EXIT.connection, 'NETWORK');
    }
    if (response.ok) return response;
    const text = await response.text();
    let answer: { error?: unknown; code?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not Verba's `{error, code}` (a proxy's page): the status alone says what happened.
    }
    const error = typeof answer.error === 'string' ? answer.error : `HTTP ${response.status}`;
    const code = typeof answer.code === 'string' ? answer.code : `HTTP_${response.status}`;
    throw failureOf(response.status, error, code, response.headers.get('retry-after'));
  }
  return {
    request,
    async json<T>(method: string, path: string, body?: RequestBody) {
      const response = await request(method, path, body);
      try {
        return (await response.json()) as T;
      } catch {
        throw new CliError(`${origin} did not answer as a Verba server does (no JSON).`, EXIT.connection);
      }
    },
  };
}
