import { eq } from 'drizzle-orm';
import { apiErrorSchema, CONTACT_RATE_LIMIT_MESSAGE, contactInquiryReceiptSchema } from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../../seed/willowbrook-site';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../../testing/test-app';
import { CONTACT_RATE_LIMIT } from './routes';
import { contactInquiries } from './tables';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567', message: 'Could you send me your price list?' };

describe('POST /api/web/contact', () => {
  let t: TestApp;
  // Each test gets its own client address, so the per-client limit only bites where it is tested.
  let client = 0;
  const nextIp = () => `10.0.0.${(client += 1)}`;
  // The demo seed (every feature's) takes a few seconds on PGlite.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = DEMO_HOST, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/web/contact', headers, payload: payload as object, remoteAddress });
  const stored = () => t.app.database.db.select().from(contactInquiries);

  it('stores the inquiry for the site and answers 201 with a receipt', async () => {
    const response = await post({ ...valid, name: '  Ada Lovelace  ' });
    expect(response.statusCode).toBe(201);
    const receipt = contactInquiryReceiptSchema.parse(response.json());
    const [row] = await t.app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, receipt.id));
    expect(row).toMatchObject({ siteId: WILLOWBROOK_SITE.id, name: 'Ada Lovelace', email: valid.email, handled: false });
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await post(withoutPhone)).statusCode).toBe(201);
  });

  it('keeps each site’s inquiries apart', async () => {
    const response = await post({ ...valid, message: 'For Harborview' }, SECOND_HOST);
    const { id } = contactInquiryReceiptSchema.parse(response.json());
    const [row] = await t.app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row?.siteId).toBe('site-harborview');
  });

  it('answers 400 with SPEC §5 messages and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await post({ name: '', email: 'not-an-email', phone: 'call me', message: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid format',
      message: 'Cannot exceed 2000 characters',
    });
    expect((await stored()).length).toBe(before);
  });

  it('answers 400 for missing fields, wrong types and a body that is not JSON', async () => {
    const missing = await post({});
    expect(apiErrorSchema.parse(missing.json()).fieldErrors).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      message: 'This field is required',
    });
    const wrongType = await post({ ...valid, message: 42 });
    expect(apiErrorSchema.parse(wrongType.json()).fieldErrors).toEqual({ message: 'Expected string' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/web/contact',
      headers: { ...DEMO_HOST, 'content-type': 'application/json' },
      payload: '{oops',
      remoteAddress: nextIp(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(apiErrorSchema.parse(notJson.json()).message).toBe('The request body is not valid JSON.');
  });

  it('limits each client and answers 429 with a clear message', async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await post(valid, DEMO_HOST, ip)).statusCode).toBe(201);
    const limited = await post(valid, DEMO_HOST, ip);
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({ error: 'Too Many Requests', message: CONTACT_RATE_LIMIT_MESSAGE });
    // Another client is not affected.
    expect((await post(valid)).statusCode).toBe(201);
  });
});
