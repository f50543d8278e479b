import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, memoryListSchema, obituaryListSchema, postedMemorySchema } from '@keepsake/shared/contract';
import { multipart } from '../../../testing/multipart';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../../testing/test-app';
import { obituaries } from '../../case-core/obituary-tables';

// Issue 15 §5: a visitor's photo on a memory, through the family photos' pipeline and storage.
describe('a photo on a memory', () => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCam' } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const idOf = async (name: string) =>
    obituaryListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/web/obituaries?name=${encodeURIComponent(name)}`, headers: DEMO_HOST })).json())
      .items[0]?.id as number;
  let visitor = 0;
  const post = (id: number, fields: Record<string, string>, photo: Buffer | null, headers = DEMO_HOST, name = 'garden.jpg') => {
    const body = multipart(photo ? [{ name, bytes: photo, field: 'photo', type: 'image/jpeg' }] : [], fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${id}/memories`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
      remoteAddress: `10.1.0.${(visitor += 1)}`,
    });
  };
  const wall = async (id: number) =>
    memoryListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}/memories`, headers: DEMO_HOST })).json());

  it('stores a resized copy without the camera’s metadata and shows it with the memory on an open wall', async () => {
    const id = await idOf('Eleanor Hartwell');
    const response = await post(id, { authorName: 'Ada Byrne', text: 'Her roses, every June.' }, jpeg);
    expect(response.statusCode).toBe(201);
    const { memory, status } = postedMemorySchema.parse(response.json());
    expect(status).toBe('APPROVED');
    expect(memory.photo).toMatchObject({ width: 1600, height: 1067 });
    expect((await wall(id)).items[0]?.photo?.url).toBe(memory.photo?.url);
    const served = await t.app.inject({ method: 'GET', url: memory.photo!.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('keeps the photo with its memory until the family approves it', async () => {
    const id = await idOf('Walter Okafor');
    const response = await post(id, { authorName: 'Chen Wei', text: 'Chess in the park.' }, jpeg);
    expect(postedMemorySchema.parse(response.json()).status).toBe('PENDING');
    expect((await wall(id)).items.some((memory) => memory.authorName === 'Chen Wei')).toBe(false);
  });

  it('takes a multipart memory without a photo, and an empty file input is no photo', async () => {
    const id = await idOf('Eleanor Hartwell');
    const response = await post(id, { authorName: 'No Photo', text: 'Just words.' }, Buffer.alloc(0), DEMO_HOST, '');
    expect(response.statusCode).toBe(201);
    expect(postedMemorySchema.parse(response.json()).memory.photo).toBeNull();
  });

  it('refuses what is not a photo, and bad text, with the field’s message', async () => {
    const id = await idOf('Eleanor Hartwell');
    const script = await post(id, { authorName: 'Mallory', text: 'Look' }, Buffer.from('<script>alert(1)</script>'), DEMO_HOST, 'evil.jpg');
    expect(script.statusCode).toBe(415);
    expect(apiErrorSchema.parse(script.json()).fieldErrors?.photo).toContain('evil.jpg is not a JPEG, PNG or WebP photo');
    const empty = await post(id, { authorName: 'Ada', text: '' }, jpeg);
    expect(empty.statusCode).toBe(400);
    expect(apiErrorSchema.parse(empty.json()).fieldErrors?.text).toBe('This field is required');
    const nul = await post(id, { authorName: 'Ada', text: 'a\u0000b' }, null);
    expect(nul.statusCode).toBe(400);
    expect(apiErrorSchema.parse(nul.json()).fieldErrors?.text).toBe('Please enter a valid format');
  });

  it('refuses a photo when the family’s wall settings do not allow them', async () => {
    const id = await idOf('Margaret Delaney');
    await t.app.database.db.update(obituaries).set({ wallPhotos: false }).where(eq(obituaries.id, id));
    const response = await post(id, { authorName: 'Ada', text: 'With a photo' }, jpeg);
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).fieldErrors?.photo).toBe('Photos are not taken on this wall.');
    expect((await post(id, { authorName: 'Ada', text: 'Without one' }, null)).statusCode).toBe(201);
  });

  it('is a 404 on another site', async () => {
    const id = await idOf('Eleanor Hartwell');
    expect((await post(id, { authorName: 'Ada', text: 'Hello' }, jpeg, SECOND_HOST)).statusCode).toBe(404);
  });
});
