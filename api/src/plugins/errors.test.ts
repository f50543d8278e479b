import { apiErrorSchema } from '@keepsake/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/db.ts:42');
    });
  });
  afterAll(() => t.close());

  it('turns an unexpected error into a generic 500 without internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers unknown routes with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe('No API route matches GET /api/nothing-here.');
  });
});
