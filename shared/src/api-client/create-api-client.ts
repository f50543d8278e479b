import type { ZodType, ZodTypeDef } from 'zod';
import type { ApiErrorBody } from '@keepsake/shared/contract/website';
import { stripBearer } from '@keepsake/shared/store';
import { runtimeTimeZone } from '@keepsake/shared/time';
import { ApiError } from './api-error';
import { buildUrl, type Paging } from './build-url';
import type { QueryObject } from './flatten-query';
import { DEFAULT_STATUS_LABELS } from './status-labels';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  query?: QueryObject;
  page?: Paging;
  // Sent as JSON, or as multipart when it is a FormData (a file with its fields; the browser sets the
  // boundary). Leave it out for calls with no body (e.g. contract/submit).
  body?: unknown;
  version?: number;
  // Extra or overriding status labels for this call. A labelled status fails even when it is 2xx/3xx.
  labels?: Record<number, string>;
  // Parses (and types) the response; a mismatch throws the ZodError, since it is a contract bug.
  schema?: ZodType<T, ZodTypeDef, unknown>;
  signal?: AbortSignal;
  // Reads the headers of a successful answer (e.g. Retry-After, an ETag).
  onHeaders?: (headers: Headers) => void;
  // Reads a successful answer that is not JSON (a PDF, a file): the same headers, errors and labels.
  read?: (response: Response) => Promise<T>;
  // More request headers; they never replace the client's own.
  headers?: Record<string, string>;
  // Sent as the Idempotency-Key header: one attempt's key from newIdempotencyKey(), the same on every try of it.
  idempotencyKey?: string;
}

export interface UploadOptions {
  query?: QueryObject;
  version?: number;
  labels?: Record<number, string>;
  /** How much of the body has gone, from 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
}

/** An upload under way: its answer, and a way to stop it (the promise then rejects with an AbortError). */
export interface UploadHandle<T> {
  promise: Promise<T>;
  abort(): void;
}

export interface ApiClientConfig {
  baseUrl?: string;
  getToken: () => string | null | undefined;
  getHost?: () => string;
  getTimeZone?: () => string;
  fetchImpl?: (url: string, init: RequestInit) => Promise<Response>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({
  baseUrl = '',
  getToken,
  getHost = () => location.hostname,
  getTimeZone = runtimeTimeZone,
  // Late-bound so a test environment without fetch can still import the module.
  fetchImpl = (url, init) => fetch(url, init),
}: ApiClientConfig) {
  // Asked once per client: each call built a formatter, 3.7% of a server render's CPU (issue 28).
  let timeZone: string | undefined;
  function headersFor(hasJsonBody: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Host': getHost(),
      'X-TimeZone': (timeZone ??= getTimeZone()),
    };
    const token = stripBearer(getToken() ?? null);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (hasJsonBody) headers['Content-Type'] = 'application/json';
    return headers;
  }

  async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { query, page, body, version = 0, labels, schema, signal, onHeaders, read, headers: extraHeaders, idempotencyKey } = options;
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    const hasJsonBody = body !== undefined && !multipart;
    const url = buildUrl({ baseUrl, path, version, query, page });
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: { ...extraHeaders, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}), ...headersFor(hasJsonBody) },
    };
    if (multipart) init.body = body;
    else if (hasJsonBody) init.body = JSON.stringify(body);
    if (signal) init.signal = signal;

    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      // A cancelled request is the caller's choice, not an outage: let it through unchanged.
      if (signal?.aborted) throw cause;
      // No answer at all (offline, DNS, CORS) reads to the visitor as "temporarily unavailable".
      throw new ApiError(503, DEFAULT_STATUS_LABELS[503], { cause });
    }

    const allLabels = { ...DEFAULT_STATUS_LABELS, ...labels };
    if (!response.ok || labels?.[response.status] !== undefined) {
      throw await toApiError(response, allLabels);
    }
    onHeaders?.(response.headers);
    if (read) return read(response);
    if (response.status === 204) return undefined as T;

    const data = await readJson(response);
    return schema ? schema.parse(data) : (data as T);
  }

  /**
   * One multipart body with upload progress, which fetch does not report: XMLHttpRequest, with the same
   * URL, headers (host, time zone, bearer stripping), credentials, status labels and ApiError as `request`.
   * No answer at all is a 503 ApiError with its cause, as with fetch.
   */
  function upload<T = unknown>(path: string, body: FormData, { query, version = 0, labels, onProgress }: UploadOptions = {}): UploadHandle<T> {
    const xhr = new XMLHttpRequest();
    const promise = new Promise<T>((resolve, reject) => {
      xhr.open('POST', buildUrl({ baseUrl, path, version, query }));
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headersFor(false))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        let raw: unknown;
        try {
          raw = xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
        } catch {
          raw = undefined;
        }
        const ok = xhr.status >= 200 && xhr.status < 300;
        if (ok && labels?.[xhr.status] === undefined) resolve(raw as T);
        else reject(apiErrorOf(xhr.status, raw, { ...DEFAULT_STATUS_LABELS, ...labels }));
      };
      xhr.onerror = (event) => reject(new ApiError(503, DEFAULT_STATUS_LABELS[503], { cause: event }));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      xhr.send(body);
    });
    return { promise, abort: () => xhr.abort() };
  }

  const withoutBody =
    (method: HttpMethod) =>
    <T = unknown>(path: string, options?: RequestOptions<T>) =>
      request<T>(method, path, options);

  return {
    request,
    get: withoutBody('GET'),
    post: withoutBody('POST'),
    put: withoutBody('PUT'),
    patch: withoutBody('PATCH'),
    delete: withoutBody('DELETE'),
    upload,
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

async function toApiError(response: Response, labels: Record<number, string>): Promise<ApiError> {
  let raw: unknown;
  try {
    raw = await readJson(response);
  } catch {
    // A proxy's HTML error page is not JSON; the status and label still tell the story.
    raw = undefined;
  }
  return apiErrorOf(response.status, raw, labels);
}

function apiErrorOf(status: number, raw: unknown, labels: Record<number, string>): ApiError {
  const bodyError = isRecord(raw) && typeof raw.error === 'string' ? raw.error : undefined;
  return new ApiError(status, labels[status] ?? bodyError, {
    body: isApiErrorBody(raw) ? raw : undefined,
  });
}

// The contract's apiErrorSchema, checked by hand: the client is on every page's critical path and zod
// would add 14 KB gzip to it.
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value)) return false;
  const { statusCode, error, message, fieldErrors } = value;
  if (typeof statusCode !== 'number' || typeof error !== 'string' || typeof message !== 'string') return false;
  if (fieldErrors === undefined) return true;
  return isRecord(fieldErrors) && Object.values(fieldErrors).every((text) => typeof text === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
