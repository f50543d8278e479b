import sharp from 'sharp';
import { SITE_IMAGES_API, uploadedSiteImageSchema } from '@keepsake/shared/contract';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../../../seed/users';
import { multipart } from '../../../testing/multipart';
import { createTestApp, DEMO_HOST, SECOND_HOST, signedInHeaders, type TestApp } from '../../../testing/test-app';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

describe('website pictures uploaded by staff (issue 26)', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInHeaders(t.app, DEMO_STAFF);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (headers: Record<string, string>, files: Parameters<typeof multipart>[0]) => {
    const body = multipart(files);
    return t.app.inject({ method: 'POST', url: SITE_IMAGES_API, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('refuses visitors (401), family (403) and another home’s staff, before reading the file', async () => {
    const bytes = await jpeg(40, 30);
    expect((await upload(DEMO_HOST, [{ name: 'a.jpg', bytes }])).statusCode).toBe(401);
    const family = await signedInHeaders(t.app, DEMO_FAMILY);
    expect((await upload(family, [{ name: 'a.jpg', bytes }])).statusCode).toBe(403);
    const otherHome = await signedInHeaders(t.app, SECOND_SITE_STAFF, { signInHost: SECOND_HOST });
    expect([401, 403]).toContain((await upload(otherHome, [{ name: 'a.jpg', bytes }])).statusCode);
  });

  it('makes WebP sizes through the image pipeline and serves them on this home only', async () => {
    const response = await upload(staff, [{ name: 'chapel at dusk.jpg', bytes: await jpeg(3200, 1800), type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(201);
    const image = uploadedSiteImageSchema.parse(response.json());
    expect(image).toMatchObject({ alt: '', width: 1600, height: 900, fileName: 'chapel at dusk.jpg' });
    expect(image.src).toMatch(/^\/api\/media\/site-willowbrook\/0\/[0-9a-f-]{36}-1600\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image.src, headers: DEMO_HOST });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    expect((await t.app.inject({ method: 'GET', url: image.src, headers: SECOND_HOST })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, and a request without a file, with a 4xx and a message', async () => {
    const script = await upload(staff, [{ name: 'evil.jpg', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' }]);
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ message: 'evil.jpg is not a JPEG, PNG or WebP photo.' });
    expect((await upload(staff, [])).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: SITE_IMAGES_API, headers: staff, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});
