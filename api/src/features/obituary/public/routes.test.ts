import { apiErrorSchema, obituaryListSchema, obituaryPhotosSchema, obituarySchema, type ObituaryList } from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../../testing/test-app';
import { TRIBUTE_MUSIC_URL } from './tribute-music';

describe('obituary calls', () => {
  let t: TestApp;
  // Migrating and seeding a fresh in-memory database takes a few seconds when suites run in parallel.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (query: string, headers = DEMO_HOST): Promise<ObituaryList> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries${query}`, headers });
    expect(response.statusCode).toBe(200);
    return obituaryListSchema.parse(response.json());
  };
  const idOf = async (name: string, headers = DEMO_HOST) => {
    const list = await search(`?name=${encodeURIComponent(name)}`, headers);
    const found = list.items[0];
    if (!found) throw new Error(`no obituary for ${name}`);
    return found.id;
  };

  describe('GET /api/web/obituaries', () => {
    it('lists newest death first, a page at a time, with hasNext', async () => {
      const first = await search('');
      expect(first.items).toHaveLength(12);
      expect(first.hasNext).toBe(true);
      expect(first.items[0]?.fullName).toBe('Eleanor Grace Hartwell');
      const dates = first.items.map((item) => item.deathDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const third = await search('?page=3');
      expect(third.page).toBe(3);
      expect(third.hasNext).toBe(false);
      expect(third.items.length).toBeGreaterThan(0);
      expect(third.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
    });

    it('finds people by the start of any word of their name, ignoring case', async () => {
      expect((await search('?name=hartw')).items.map((item) => item.fullName)).toEqual(['Eleanor Grace Hartwell']);
      expect((await search('?name=ELE%20hart')).items.map((item) => item.fullName)).toEqual(['Eleanor Grace Hartwell']);
      expect((await search('?name=o%E2%80%99brien')).items.map((item) => item.fullName)).toEqual(['Mary Catherine O’Brien']);
      expect((await search('?name=nobody-by-this-name')).items).toEqual([]);
    });

    it('treats search syntax as plain words', async () => {
      const list = await search(`?name=${encodeURIComponent("eleanor & | ! :* ( ' \\")}`);
      expect(list.items.map((item) => item.fullName)).toEqual(['Eleanor Grace Hartwell']);
    });

    it('filters by year and by a date range of death', async () => {
      const all = await search('');
      const year = Number(all.items[0]?.deathDate.slice(0, 4));
      const inYear = await search(`?year=${year}`);
      expect(inYear.items.every((item) => item.deathDate.startsWith(String(year)))).toBe(true);
      const day = all.items[1]?.deathDate as string;
      const range = await search(`?from=${day}&to=${day}`);
      expect(range.items.map((item) => item.deathDate)).toEqual([day]);
    });

    it('answers bad input with SPEC §5 field messages', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/web/obituaries?page=0&year=soon&from=yesterday', headers: DEMO_HOST });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
        page: 'Must be at least 1',
        year: 'Expected number',
        from: 'Please enter a valid format',
      });
      const long = await t.app.inject({ method: 'GET', url: `/api/web/obituaries?name=${'a'.repeat(101)}`, headers: DEMO_HOST });
      expect(long.json().fieldErrors).toEqual({ name: 'Cannot exceed 100 characters' });
      const unknown = await t.app.inject({ method: 'GET', url: '/api/web/obituaries?sort=oldest', headers: DEMO_HOST });
      expect(unknown.statusCode).toBe(400);
    });

    it('shows each site only its own obituaries', async () => {
      const second = await search('', SECOND_HOST);
      expect(second.items.map((item) => item.fullName)).toEqual(['Margaret Ann Sullivan', 'Thomas Reed Calloway']);
      expect((await search('?name=sullivan')).items).toEqual([]);
    });
  });

  describe('GET /api/web/obituaries/{id}', () => {
    it('returns the person, the text, the events in time order and the counts', async () => {
      const id = await idOf('Eleanor Hartwell');
      const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}`, headers: DEMO_HOST });
      expect(response.statusCode).toBe(200);
      const obituary = obituarySchema.parse(response.json());
      expect(obituary).toMatchObject({
        fullName: 'Eleanor Grace Hartwell',
        nameSlug: 'eleanor-grace-hartwell',
        wallModeration: 'OPEN',
        photoCount: 6,
        memoryCount: 4,
        musicUrl: TRIBUTE_MUSIC_URL,
        donation: { inLieuOfFlowers: false, charityName: 'Alder Falls Public Library' },
      });
      expect(obituary.biography).toContain('passed away peacefully');
      expect(obituary.events.map((event) => event.kind)).toEqual(['visitation', 'service', 'committal']);
    });

    it('is a 404 for an unknown id and for another site’s obituary', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/web/obituaries/999999', headers: DEMO_HOST })).statusCode).toBe(404);
      const otherSite = await idOf('Sullivan', SECOND_HOST);
      const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${otherSite}`, headers: DEMO_HOST });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(`There is no obituary with the id ${otherSite}.`);
    });

    it.each(['abc', '0x1', '1e0', '%201', '1.0', '2147483648'])('is a 404 for the id %s, which is not numeric (SPEC §2)', async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}`, headers: DEMO_HOST });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/web/obituaries/{id}/photos', () => {
    it('lists the photos in order with their sizes and captions', async () => {
      const id = await idOf('Eleanor Hartwell');
      const response = await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}/photos`, headers: DEMO_HOST });
      const photos = obituaryPhotosSchema.parse(response.json()).items;
      expect(photos).toHaveLength(6);
      expect(photos[0]).toMatchObject({ url: '/api/assets/obituaries/photo-01.svg', width: 800, height: 600, caption: 'Morning mist over the hills' });
    });

    it('is a 404 for another site’s obituary', async () => {
      const otherSite = await idOf('Sullivan', SECOND_HOST);
      expect((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${otherSite}/photos`, headers: DEMO_HOST })).statusCode).toBe(404);
    });
  });

  it('serves the generated tribute music as a WAV file', async () => {
    const response = await t.app.inject({ method: 'GET', url: TRIBUTE_MUSIC_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });
});
