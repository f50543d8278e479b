import { apiErrorSchema, memoryListSchema, obituaryListSchema, postedMemorySchema } from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../../testing/test-app';

describe('memorial wall calls', () => {
  let t: TestApp;
  // Migrating and seeding a fresh in-memory database takes a few seconds when suites run in parallel.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = async (name: string, headers = DEMO_HOST) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries?name=${encodeURIComponent(name)}`, headers });
    return obituaryListSchema.parse(response.json()).items[0]?.id as number;
  };
  const wall = async (id: number, headers = DEMO_HOST) =>
    memoryListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}/memories`, headers })).json());
  const post = (id: number, payload: unknown, headers = DEMO_HOST) =>
    t.app.inject({ method: 'POST', url: `/api/web/obituaries/${id}/memories`, headers, payload: payload as object });

  it('lists approved memories, newest first', async () => {
    const list = await wall(await idOf('Eleanor Hartwell'));
    expect(list.items).toHaveLength(4);
    expect(list.hasNext).toBe(false);
    const times = list.items.map((memory) => memory.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('never lists a memory still waiting for the family', async () => {
    const list = await wall(await idOf('Walter Okafor'));
    expect(list.items).toHaveLength(1);
  });

  it('shows a memory at once on an open wall', async () => {
    const id = await idOf('Eleanor Hartwell');
    const response = await post(id, { authorName: '  Ada Byrne ', relationship: 'Friend', text: 'She taught me to love poetry.' });
    expect(response.statusCode).toBe(201);
    const posted = postedMemorySchema.parse(response.json());
    expect(posted.status).toBe('APPROVED');
    expect(posted.memory).toMatchObject({ authorName: 'Ada Byrne', relationship: 'Friend' });
    expect((await wall(id)).items[0]?.text).toBe('She taught me to love poetry.');
  });

  it('keeps a memory PENDING when the family approves memories first', async () => {
    const id = await idOf('Walter Okafor');
    const response = await post(id, { authorName: 'Chen Wei', text: 'A kind and patient teacher of chess.' });
    expect(postedMemorySchema.parse(response.json()).status).toBe('PENDING');
    expect((await wall(id)).items.map((memory) => memory.authorName)).not.toContain('Chen Wei');
  });

  it('stores an HTML payload as plain text, unchanged, for the page to render inert', async () => {
    const id = await idOf('Margaret Delaney');
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const response = await post(id, { authorName: '<b>Mallory</b>', text: payload });
    expect(response.statusCode).toBe(201);
    const [first] = (await wall(id)).items;
    expect(first).toMatchObject({ authorName: '<b>Mallory</b>', text: payload });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('rejects bad input with SPEC §5 messages and saves nothing', async () => {
    const id = await idOf('Ruth Castellano');
    const response = await post(id, { authorName: '', relationship: 'x'.repeat(61), text: 'y'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
      authorName: 'This field is required',
      relationship: 'Cannot exceed 60 characters',
      text: 'Cannot exceed 2000 characters',
    });
    const missing = await post(id, { authorName: 'Sam' });
    expect(missing.json().fieldErrors).toEqual({ text: 'This field is required' });
    const wrongType = await post(id, { authorName: 7, text: 'Hello' });
    expect(wrongType.json().fieldErrors).toEqual({ authorName: 'Expected string' });
    expect((await wall(id)).items).toHaveLength(0);
  });

  it("is a 404 on another site's obituary, to read and to post", async () => {
    const otherSite = await idOf('Sullivan', SECOND_HOST);
    expect((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${otherSite}/memories`, headers: DEMO_HOST })).statusCode).toBe(404);
    expect((await post(otherSite, { authorName: 'A', text: 'B' })).statusCode).toBe(404);
  });

  it('answers a bad page with a field message', async () => {
    const id = await idOf('Eleanor Hartwell');
    const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}/memories?page=-1`, headers: DEMO_HOST });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ page: 'Must be at least 1' });
  });
});
