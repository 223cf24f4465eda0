import { attachmentName } from './attachmentName';

/** A REST call of the API that failed: its `{message, code}` answer, or what went wrong on the way. */
export class RestError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, status?: number, code?: string) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Sends `body` as JSON to one of the API's REST endpoints (`/api/...`) with the session cookie,
 * and returns its JSON answer. A failure rejects with a `RestError` carrying the API's own
 * message (its error body is `{message, code}`), or the status when it sent none.
 */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  return send<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends `form` as a multipart form (a file and its fields), as `postJson` sends JSON. */
export async function postForm<T>(url: string, form: FormData): Promise<T> {
  return send<T>(url, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
}

/** Sends a file as it is (`application/octet-stream`), as `postJson` sends JSON. */
export async function postFile<T>(url: string, file: Blob): Promise<T> {
  return send<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
}

/** Reads one of the API's REST endpoints, failing as `postJson` fails. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return send<T>(url, { headers: { Accept: 'application/json' }, signal: signal ?? null });
}

/**
 * Sends `body` as JSON, as `postJson` does, and answers the file the API draws from it: its bytes
 * and type, named as its `Content-Disposition` says (else `fallbackName`). Fails as `postJson`
 * fails, with the API's own message.
 */
export async function postJsonForFile(
  url: string,
  body: unknown,
  fallbackName: string,
): Promise<File> {
  const response = await respond(url, {
    method: 'POST',
    // A file when it works, the API's `{message, code}` when it does not.
    headers: { 'Content-Type': 'application/json', Accept: '*/*' },
    body: JSON.stringify(body),
  });
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const type = response.headers.get('Content-Type') ?? '';
  return new File([await response.arrayBuffer()], name, { type });
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await respond(url, init);
  return (await response.json().catch(() => undefined)) as T;
}

/** The API's answer to a request with the session cookie; rejects as `postJson` describes. */
async function respond(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'include' });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new RestError('The server could not be reached. Please try again.');
  }
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => undefined);
    const error = (typeof answer === 'object' && answer !== null ? answer : {}) as {
      message?: unknown;
      code?: unknown;
    };
    throw new RestError(
      typeof error.message === 'string' && error.message
        ? error.message
        : `The server answered ${response.status}`,
      response.status,
      typeof error.code === 'string' ? error.code : undefined,
    );
  }
  return response;
}
