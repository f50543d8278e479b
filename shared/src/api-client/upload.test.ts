/** @jest-environment node */
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

// XMLHttpRequest as the upload uses it: headers set, progress events, then load, error or abort.
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: (event: unknown) => void;
  onabort?: () => void;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

describe('createApiClient upload', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  const client = (token: string | null, timeZone?: string) =>
    createApiClient({ getToken: () => token, getHost: () => 'oakwood.example', ...(timeZone ? { getTimeZone: () => timeZone } : {}) });

  it('posts the form with the same headers as every call (bearer prefix stripped), and reports progress', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const handle = client('Bearer abc', 'America/Chicago').upload<{ items: unknown[] }>('/api/family/cases/7/photos', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/family/cases/7/photos');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'X-Host': 'oakwood.example', 'X-TimeZone': 'America/Chicago', Authorization: 'Bearer abc' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.answer(201, { items: [] });
    await expect(handle.promise).resolves.toEqual({ items: [] });
    expect(progress).toEqual([0.25]);
  });

  it('takes the time zone from Temporal where the browser has it, as every other call does', () => {
    Object.assign(globalThis, { Temporal: { Now: { timeZoneId: () => 'Pacific/Auckland' } } });
    try {
      void client(null)
        .upload('/api/family/cases/7/music', new FormData())
        .promise.catch(() => undefined);
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    }
    expect(FakeXhr.last.headers['X-TimeZone']).toBe('Pacific/Auckland');
    expect(FakeXhr.last.headers.Authorization).toBeUndefined();
  });

  it('rejects a failed answer with the ApiError every call throws, the API body included', async () => {
    const handle = client(null).upload('/api/family/cases/7/photos', new FormData());
    FakeXhr.last.answer(415, { statusCode: 415, error: 'Unsupported Media Type', message: 'notes.jpg is not a JPEG, PNG or WebP photo.' });
    const error = (await handle.promise.catch((cause: unknown) => cause)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(415);
    expect(error.label).toBe('Unsupported Media Type');
    expect(error.body?.message).toBe('notes.jpg is not a JPEG, PNG or WebP photo.');
  });

  it('rejects no answer as a 503 with its cause, and an abort as an AbortError', async () => {
    const dropped = client(null).upload('/api/family/cases/7/photos', new FormData());
    FakeXhr.last.onerror?.(new Error('offline'));
    const error = (await dropped.promise.catch((cause: unknown) => cause)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.cause).toBeDefined();

    const cancelled = client(null).upload('/api/family/cases/7/photos', new FormData());
    cancelled.abort();
    await expect(cancelled.promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
