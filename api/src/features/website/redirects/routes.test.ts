import { redirectsSchema } from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp, edgeHost } from '../../../testing/test-app';

describe('GET /api/web/redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the site's redirects in order, matching the contract", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/redirects', headers: DEMO_HOST });
    expect(response.statusCode).toBe(200);
    expect(redirectsSchema.parse(response.json())).toEqual([
      { from: '/old-obituaries', to: '/obituaries', permanent: true },
      { from: '/staff', to: '/about/our-staff', permanent: true },
      { from: '/memorial-trust', to: 'https://www.willowbrook-memorial-trust.example/', permanent: false },
    ]);
  });

  it("keeps each site's redirects to itself", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/redirects', headers: SECOND_HOST });
    expect(redirectsSchema.parse(response.json())).toEqual([{ from: '/old-home', to: '/', permanent: true }]);
  });

  it('answers 404 for an unknown host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/redirects', headers: edgeHost('nobody.example') });
    expect(response.statusCode).toBe(404);
  });
});
