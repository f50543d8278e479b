import { createTestApp, type TestApp } from '../../../testing/test-app';
import { STOCK_THEMES } from '../../obituary/theme/routes';

describe('GET /api/assets/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('serves the logo as SVG with a long cache lifetime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assets/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('<svg');
  });

  // A stock theme is a picture the public obituary page wears: one that is not shipped is a broken header.
  it.each(STOCK_THEMES.map((theme) => theme.imageUrl))('serves the stock theme picture %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });

  it.each(['/api/assets/missing.svg', '/api/assets/..%2F..%2Fpackage.json', '/api/assets/../seed/index.ts'])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Not Found');
  });
});
