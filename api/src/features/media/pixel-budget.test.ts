import sharp from 'sharp';
import { apiErrorSchema, uploadResultSchema } from '@keepsake/shared/contract';
import { signedInApp } from '../../testing/family-sign-in';
import { multipart } from '../../testing/multipart';
import { DEMO_HOST } from '../../testing/test-app';
import { createPixelBudget, PIXEL_LIMITS } from './pixel-budget';

// Issue 22 point 6: twenty 7745 × 7745 single-colour PNGs in one request took 6 s of CPU. Pixels are
// bounded per request and per account, counted from each file's header before it is decoded.
const BIG = 7745;
const png = (edge: number) =>
  sharp({ create: { width: edge, height: edge, channels: 3, background: { r: 200, g: 190, b: 170 } } })
    .png()
    .toBuffer();

describe('the pixel budget of uploads', () => {
  const { t, who } = signedInApp({ pixelLimits: { ...PIXEL_LIMITS, perAccount: 130_000_000 } });
  let big: Buffer;
  beforeAll(async () => {
    // The API's per-request budget; a per-account one two big photos fill, so a few files exhaust it.
    big = await png(BIG);
  }, 120_000);

  const upload = (token: string, files: Buffer[]) => {
    const body = multipart(files.map((bytes, index) => ({ name: `plain-${index + 1}.png`, bytes, type: 'image/png' })));
    return t.app.inject({
      method: 'POST',
      url: `/api/family/cases/${who.rosaId}/photos`,
      headers: { ...DEMO_HOST, ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };

  it('one request: twenty 60-megapixel photos, two are opened and eighteen refused unread', async () => {
    const response = await upload(
      who.family,
      Array.from({ length: 20 }, () => big),
    );
    expect(response.statusCode).toBe(201);
    const result = uploadResultSchema.parse(response.json());
    expect(result.items.map((item) => item.fileName)).toEqual(['plain-1.png', 'plain-2.png']);
    expect(result.rejected).toHaveLength(18);
    expect(result.rejected[0]).toEqual({
      fileName: 'plain-3.png',
      message: 'plain-3.png was not opened: one upload may hold photos of at most 150 megapixels in all. Please send it again on its own.',
    });
  }, 120_000);

  it('one account: past its budget a big photo is refused with 429, a small one still fits, another account is not affected', async () => {
    const refused = await upload(who.family, [big]);
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(
      /^plain-1\.png was not opened: you have sent photos of more than 130 megapixels in a short time/,
    );
    expect((await upload(who.family, [await png(1000)])).statusCode).toBe(201);
    expect((await upload(who.helper, [big])).statusCode).toBe(201);
  }, 120_000);

  it('the account budget is a window: it opens again once the window has passed', () => {
    let now = 0;
    const budget = createPixelBudget({ perRequest: 10, perAccount: 15, windowMs: 1000 }, () => now);
    budget.forRequest('a')('one', 10);
    expect(() => budget.forRequest('a')('two', 10)).toThrow(/more than 0 megapixels/);
    budget.forRequest('b')('other account', 10);
    now = 1000;
    expect(() => budget.forRequest('a')('three', 10)).not.toThrow();
    expect(() => budget.forRequest('a')('four', 11)).toThrow(/at most 0 megapixels in all/);
  });
});
