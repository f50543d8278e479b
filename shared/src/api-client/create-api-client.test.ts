import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientConfig } from './create-api-client';
import { fakeFetch, type FakeAnswer } from '../testing/fake-fetch';

function clientWith(answer?: FakeAnswer | Error, config: Partial<ApiClientConfig> = {}) {
  const fake = fakeFetch(answer);
  const client = createApiClient({
    getToken: () => null,
    getHost: () => 'oakwood.example',
    getTimeZone: () => 'America/Chicago',
    fetchImpl: fake.fetchImpl,
    ...config,
  });
  return { client, ...fake };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('createApiClient request', () => {
  it('sends credentials, Accept, X-Host and X-TimeZone on every call', async () => {
    const { client, lastCall } = clientWith({ body: [] });
    await client.get('/api/web/redirects');
    const { url, init } = lastCall();
    expect(url).toBe('/api/web/redirects');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headersOf(init)).toEqual({
      Accept: 'application/json',
      'X-Host': 'oakwood.example',
      'X-TimeZone': 'America/Chicago',
    });
  });

  it('defaults X-Host to the page host and X-TimeZone to the browser zone', async () => {
    const fake = fakeFetch({ body: {} });
    const client = createApiClient({ getToken: () => null, fetchImpl: fake.fetchImpl });
    await client.get('/api/web/planning/fields');
    expect(headersOf(fake.lastCall().init)['X-Host']).toBe(location.hostname);
    expect(headersOf(fake.lastCall().init)['X-TimeZone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('takes the browser zone from Temporal where the browser has it (no ICU date patterns built for a header)', async () => {
    const fake = fakeFetch({ body: {} });
    const temporal = { Now: { timeZoneId: () => 'Pacific/Auckland' } };
    Object.assign(globalThis, { Temporal: temporal });
    try {
      await createApiClient({ getToken: () => null, fetchImpl: fake.fetchImpl }).get('/api/web/planning/fields');
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    }
    expect(headersOf(fake.lastCall().init)['X-TimeZone']).toBe('Pacific/Auckland');
  });

  it.each([
    ['abc', 'Bearer abc'],
    ['Bearer abc', 'Bearer abc'],
  ])('sends token %p as %p', async (token, header) => {
    const { client, lastCall } = clientWith({ body: {} }, { getToken: () => token });
    await client.get('/api/family/cases');
    expect(headersOf(lastCall().init).Authorization).toBe(header);
  });

  it.each([null, undefined, ''])('sends no Authorization header without a token (%p)', async (token) => {
    const { client, lastCall } = clientWith({ body: {} }, { getToken: () => token });
    await client.get('/api/family/cases');
    expect(headersOf(lastCall().init)).not.toHaveProperty('Authorization');
  });

  it('flattens the query with dotted keys and repeated array keys, skipping empty values', async () => {
    const { client, lastCall } = clientWith({ body: {} });
    await client.get('/api/family/company/gpl/items', {
      query: { filter: { status: 'open', nested: { deep: 1 } }, ids: [1, 2], skip: undefined, none: null },
    });
    expect(lastCall().url).toBe('/api/family/company/gpl/items?filter.status=open&filter.nested.deep=1&ids=1&ids=2');
  });

  it('sends paging as page and, when given, size query parameters', async () => {
    const { client, calls } = clientWith({ body: [] });
    await client.get('/api/family/cases', { page: { page: 2 } });
    await client.get('/api/family/cases', { page: { page: 0, size: 20 }, query: { q: 'rose' } });
    expect(calls.map((c) => c.url)).toEqual(['/api/family/cases?page=2', '/api/family/cases?q=rose&page=0&size=20']);
  });

  it('hands the headers of a successful answer to onHeaders (the sign-in token)', async () => {
    const { client } = clientWith({ body: {}, headers: { 'Set-Auth-Token': 'abc' } });
    let token: string | null = null;
    await client.post('/api/auth/sign-in/email', { body: {}, onHeaders: (headers) => (token = headers.get('set-auth-token')) });
    expect(token).toBe('abc');
  });

  it('sends a JSON body with a JSON content type', async () => {
    const { client, lastCall } = clientWith({ body: { ok: true } });
    const body = { caseStatus: 'PRE_PLAN', fields: { first: 'Ada' } };
    await client.post('/api/web/planning/submit', { body });
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBe(JSON.stringify(body));
    expect(headersOf(lastCall().init)['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    const { client, lastCall } = clientWith({ body: { ok: true } });
    const body = new FormData();
    body.append('authorName', 'Ada');
    await client.post('/api/web/obituaries/1/memories', { body });
    expect(lastCall().init.body).toBe(body);
    expect(headersOf(lastCall().init)).not.toHaveProperty('Content-Type');
  });

  it('sends no body and no content type when there is no body', async () => {
    const { client, lastCall } = clientWith({ status: 204 });
    await client.post('/api/family/arrangements/7/contract/submit');
    expect(lastCall().init.body).toBeUndefined();
    expect(headersOf(lastCall().init)).not.toHaveProperty('Content-Type');
  });

  it.each(['put', 'patch', 'delete'] as const)('%s uses its HTTP method', async (verb) => {
    const { client, lastCall } = clientWith({ status: 204 });
    await client[verb]('/api/family/arrangements/7/lines/3');
    expect(lastCall().init.method).toBe(verb.toUpperCase());
  });

  it('resolves undefined for 204 without reading a body', async () => {
    const { client } = clientWith({ status: 204, text: 'not json' });
    await expect(client.delete('/api/family/cases/1/music/5')).resolves.toBeUndefined();
  });

  it('returns the parsed JSON', async () => {
    const { client } = clientWith({ body: { id: 1 } });
    await expect(client.get('/api/family/cases/1')).resolves.toEqual({ id: 1 });
  });

  it('hands a successful answer that is not JSON to read (a PDF), and still maps an error answer', async () => {
    const ok = clientWith({ text: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } });
    await expect(ok.client.get('/api/family/cases/1/statement/pdf', { read: (response) => response.text() })).resolves.toBe('%PDF-1.7');
    const missing = clientWith({ status: 404, body: { status: 404, error: 'Not Found', message: 'No such case.' } });
    await expect(missing.client.get('/api/family/cases/9/statement/pdf', { read: (response) => response.text() })).rejects.toMatchObject({ status: 404 });
  });

  it('parses the response with a schema', async () => {
    const { client } = clientWith({ body: { id: 1, extra: 'dropped' } });
    const result = await client.get('/api/family/cases/1', { schema: z.object({ id: z.number() }) });
    expect(result).toEqual({ id: 1 });
  });

  it('throws the ZodError when the response breaks the schema', async () => {
    const { client } = clientWith({ body: { id: 'one' } });
    await expect(client.get('/x', { schema: z.object({ id: z.number() }) })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('uses the path as is for version 0 and inserts /vN for later versions', async () => {
    const { client, calls } = clientWith({ body: {} }, { baseUrl: 'https://api.example/' });
    await client.get('/api/web/redirects');
    await client.get('/api/web/redirects', { version: 2 });
    expect(calls.map((c) => c.url)).toEqual(['https://api.example/api/web/redirects', 'https://api.example/api/v2/web/redirects']);
  });

  it('passes the abort signal on', async () => {
    const { client, lastCall } = clientWith({ body: {} });
    const controller = new AbortController();
    await client.get('/x', { signal: controller.signal });
    expect(lastCall().init.signal).toBe(controller.signal);
  });
});

describe('createApiClient errors', () => {
  async function caught(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error('expected the call to fail');
  }

  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [422, 'Unprocessable Content'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('labels %i as %p', async (status, label) => {
    const { client } = clientWith({ status });
    const error = await caught(client.get('/x'));
    expect(error).toMatchObject({ status, label, name: 'ApiError' });
    expect(error.message).toBe(`${status} ${label}`);
  });

  it("merges the call's own labels over the defaults", async () => {
    const { client } = clientWith({ status: 409 });
    const error = await caught(client.get('/x', { labels: { 409: 'Conflict', 404: 'Case not found' } }));
    expect(error.label).toBe('Conflict');

    const notFound = clientWith({ status: 404 });
    expect((await caught(notFound.client.get('/x', { labels: { 404: 'Case not found' } }))).label).toBe('Case not found');
  });

  it('fails an otherwise ok status the call has labelled (SPEC §8)', async () => {
    const { client } = clientWith({ status: 202, body: {} });
    const error = await caught(client.get('/x', { labels: { 202: 'Still processing' } }));
    expect(error).toMatchObject({ status: 202, label: 'Still processing' });
  });

  it('carries the parsed error body with its message and field errors', async () => {
    const body = {
      statusCode: 422,
      error: 'Unprocessable Content',
      message: 'Please check the highlighted fields',
      fieldErrors: { email: 'Please enter a valid email address' },
    };
    const { client } = clientWith({ status: 422, body });
    const error = await caught(client.post('/api/family/signup', { body: {} }));
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Please check the highlighted fields');
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it("uses the body's error as the label of an unknown status", async () => {
    const { client } = clientWith({ status: 418, body: { error: "I'm a teapot" } });
    const error = await caught(client.get('/x'));
    expect(error).toMatchObject({ status: 418, label: "I'm a teapot", body: undefined });
  });

  it('leaves the label undefined for an unknown status without a usable body', async () => {
    const { client } = clientWith({ status: 429, text: '<html>Too many</html>' });
    const error = await caught(client.get('/x'));
    expect(error).toMatchObject({ status: 429, label: undefined, body: undefined });
    expect(error.fieldErrors).toEqual({});
  });

  it('turns a network failure into 503 Service Unavailable with the cause', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client } = clientWith(offline);
    const error = await caught(client.get('/x'));
    expect(error).toMatchObject({ status: 503, label: 'Service Unavailable', cause: offline });
  });

  it('rethrows an abort unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    const { client } = clientWith(abort);
    await expect(client.get('/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});
