// The one HTTP client of the dashboard (docs/dashboard.md#calls): JSON bodies by default, same-origin cookies, the
// JSON answer parsed into one envelope. When the body is not JSON, success comes from the HTTP
// status and the body text becomes the message.

import { i18n } from '@/i18n';
import { translateApiMessage } from '@/i18n/api-messages';

export type ApiDetails = Record<string, unknown>;

export interface ApiResult<T = unknown> {
  success: boolean;
  message: string;
  result: T | undefined;
  details: ApiDetails | undefined;
  status: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * A plain value is sent as JSON; FormData is sent as multipart (the browser sets the type); a
   * Blob (a file) is sent as it is, typed `contentType` or else its own type.
   */
  body?: unknown;
  contentType?: string;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** Thrown by `unwrap` so TanStack Query sees failures; carries the server's message as text. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiDetails | undefined;

  constructor(message: string, status: number, details?: ApiDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns a response body into the envelope; exported for the download helper and tests. */
export function parseBody<T>(
  text: string,
  response: Pick<Response, 'ok' | 'status'>,
): ApiResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      success: response.ok,
      message: text,
      result: undefined,
      details: undefined,
      status: response.status,
    };
  }
  if (!isRecord(json)) {
    // Valid JSON that is not an envelope (e.g. an array): keep it as the result.
    return {
      success: response.ok,
      message: '',
      result: json as T,
      details: undefined,
      status: response.status,
    };
  }
  const message = translateApiMessage(
    typeof json.message === 'string'
      ? json.message
      : typeof json.error === 'string'
        ? json.error
        : '',
    json.code,
  );
  return {
    success: typeof json.success === 'boolean' ? json.success : response.ok,
    message,
    result: json.result as T | undefined,
    details: isRecord(json.details) ? json.details : undefined,
    status: response.status,
  };
}

/**
 * What every call sends (docs/dashboard.md#calls): the body as its type needs, cookies on this
 * origin only, and the answer's type asked for (JSON unless a call reads another, e.g. ndjson).
 */
export function requestInit(
  { method = 'GET', body, signal, contentType }: ApiRequestOptions,
  accept = 'application/json',
): RequestInit {
  const headers: Record<string, string> = { Accept: accept };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body instanceof Blob) {
    headers['Content-Type'] = contentType ?? (body.type || 'application/octet-stream');
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload, credentials: 'same-origin', signal };
}

export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), requestInit(options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return {
      success: false,
      message: i18n.t('common.unreachable'),
      result: undefined,
      details: undefined,
      status: 0,
    };
  }
  const text = await response.text();
  return parseBody<T>(text, response);
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body: Blob, contentType?: string) =>
    apiRequest<T>(path, { method: 'PUT', body, contentType }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
};

/** Returns the result of a successful answer, or throws an ApiError with the server's message. */
export function unwrap<T>(answer: ApiResult<T>): T {
  if (!answer.success) {
    throw new ApiError(
      answer.message || i18n.t('common.requestFailed', { status: answer.status }),
      answer.status,
      answer.details,
    );
  }
  return answer.result as T;
}

export interface DownloadResult {
  success: boolean;
  message: string;
  status: number;
  blob: Blob | undefined;
  filename: string | undefined;
}

/** Fetches a file answer (e.g. an export); errors are parsed with the same envelope rule. */
export async function apiDownload(
  path: string,
  query?: Record<string, QueryValue>,
): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { credentials: 'same-origin' });
  } catch {
    return {
      success: false,
      message: i18n.t('common.unreachable'),
      status: 0,
      blob: undefined,
      filename: undefined,
    };
  }
  if (!response.ok) {
    const parsed = parseBody(await response.text(), response);
    return { ...parsed, success: false, blob: undefined, filename: undefined };
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return {
    success: true,
    message: '',
    status: response.status,
    blob: await response.blob(),
    filename: match?.[1],
  };
}
