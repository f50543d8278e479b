import { apiErrorSchema, obituaryListSchema } from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, type TestApp } from '../../../testing/test-app';

// Its own file: the limit is per client IP and obituary, and every inject comes from the same IP.
describe('memory posting rate limit', () => {
  let t: TestApp;
  // Migrating and seeding a fresh in-memory database takes a few seconds when suites run in parallel.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 after 5 posts to one wall in 10 minutes, while other walls stay open', async () => {
    const list = obituaryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/web/obituaries', headers: DEMO_HOST })).json());
    const [first, second] = list.items.map((item) => item.id);
    const post = (id: number | undefined) =>
      t.app.inject({ method: 'POST', url: `/api/web/obituaries/${id}/memories`, headers: DEMO_HOST, payload: { authorName: 'A', text: 'B' } });
    for (let i = 0; i < 5; i += 1) expect((await post(first)).statusCode).toBe(201);
    const limited = await post(first);
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error).toBe('Too Many Requests');
    expect((await post(second)).statusCode).toBe(201);
  });
});
