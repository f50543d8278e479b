import { createTestApp, type TestApp } from '../../../testing/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('reports the API and its database as ok, without needing a site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers the supervisor and load balancer checks every Keepsake process answers, never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', pid: process.pid });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when its database is gone', async () => {
    const gone = await createTestApp({ seed: false });
    await gone.app.database.close();
    const ready = await gone.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', database: 'error', message: 'The database is not reachable.' });
  });
});
