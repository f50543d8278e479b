import { myRsvpsSchema, obituaryListSchema, obituarySchema, rsvpLinkSchema } from '@keepsake/shared/contract';
import { recentMail } from '../../../lib/mailer';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../../testing/test-app';

// Issue 43 point 7: an RSVP may carry an email; its confirmation mail has a link to change or cancel the reply,
// and a visitor who comes back (the same device) sees that they replied.
describe('an RSVP’s confirmation, its change-or-cancel link, and "you replied"', () => {
  let t: TestApp;
  let eleanor: ReturnType<typeof obituarySchema.parse>;
  beforeAll(async () => {
    t = await createTestApp();
    const list = obituaryListSchema.parse((await t.app.inject({ url: '/api/web/obituaries?name=Eleanor%20Hartwell', headers: DEMO_HOST })).json());
    eleanor = obituarySchema.parse((await t.app.inject({ url: `/api/web/obituaries/${list.items[0]!.id}`, headers: DEMO_HOST })).json());
  }, 60_000);
  afterAll(() => t.close());

  let visitor = 0;
  const rsvp = (eventId: number, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${eleanor.id}/events/${eventId}/rsvp`,
      headers: { ...DEMO_HOST, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress: `10.7.0.${(visitor += 1)}`,
    });
  const mailTo = async (email: string) => (await recentMail(t.app.database.db, 'site-willowbrook')).find((row) => row.toAddress === email);
  const tokenOf = (link: string) => /\/rsvp\/([A-Za-z0-9_-]{32})$/.exec(link)![1]!;
  const link = (token: string) => `/api/web/obituaries/${eleanor.id}/rsvp-links/${token}`;

  it('mails a confirmation with a link to change or cancel, only when an email is given', async () => {
    const service = eleanor.events[1]!;
    const answer = await rsvp(service.id, { name: 'Nora Quinn', guests: 3, email: 'Nora.Quinn@example.com' });
    expect(answer.statusCode).toBe(201);
    const mail = await mailTo('nora.quinn@example.com');
    expect(mail?.subject).toContain(`your reply for the ${service.title}`);
    expect(mail?.body).toContain('Thank you, Nora Quinn. The family knows to expect 3 people at the Funeral Service');
    expect(mail?.links[0]).toMatch(new RegExp(`/obituaries/${eleanor.id}/eleanor[a-z-]*/rsvp/[A-Za-z0-9_-]{32}$`));

    const before = (await recentMail(t.app.database.db, 'site-willowbrook', 500)).length;
    expect((await rsvp(service.id, { name: 'No Mail', guests: 1, email: '' })).statusCode).toBe(201);
    expect((await recentMail(t.app.database.db, 'site-willowbrook', 500)).length).toBe(before);
  });

  it('opens the reply from the link, changes it, refuses bad input, then cancels it', async () => {
    const service = eleanor.events[1]!;
    await rsvp(service.id, { name: 'Ivo Marsh', guests: 2, email: 'ivo@example.com' });
    const token = tokenOf((await mailTo('ivo@example.com'))!.links[0]!);

    const opened = await t.app.inject({ url: link(token), headers: DEMO_HOST });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(rsvpLinkSchema.parse(opened.json())).toMatchObject({
      eventId: service.id,
      name: 'Ivo Marsh',
      guests: 2,
      email: 'ivo@example.com',
      eventTitle: service.title,
    });

    const bad = await t.app.inject({ method: 'PUT', url: link(token), headers: DEMO_HOST, payload: { name: 'Ivo Marsh', guests: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('guests');
    const changed = await t.app.inject({ method: 'PUT', url: link(token), headers: DEMO_HOST, payload: { name: 'Ivo Marsh', guests: 4 } });
    expect(rsvpLinkSchema.parse(changed.json()).guests).toBe(4);

    // Another home's host, another obituary or a made-up token open nothing.
    expect((await t.app.inject({ url: link(token), headers: SECOND_HOST })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/web/obituaries/${eleanor.id + 1}/rsvp-links/${token}`, headers: DEMO_HOST })).statusCode).toBe(404);
    expect((await t.app.inject({ url: link('A'.repeat(32)), headers: DEMO_HOST })).statusCode).toBe(404);
    // A malformed address is a page that does not exist, as for every route parameter (ADR 082).
    expect((await t.app.inject({ url: link('short'), headers: DEMO_HOST })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: link(token), headers: DEMO_HOST })).statusCode).toBe(204);
    expect((await t.app.inject({ url: link(token), headers: DEMO_HOST })).statusCode).toBe(404);
  });

  it('shows a visitor who comes back (same device) that they replied, and nobody else', async () => {
    const visitation = eleanor.events[0]!;
    const first = await rsvp(visitation.id, { name: 'Ruth Ames', guests: 2 });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const mine = (headers: Record<string, string>) => t.app.inject({ url: `/api/web/obituaries/${eleanor.id}/rsvps/mine`, headers });
    const back = await mine({ ...DEMO_HOST, cookie });
    expect(back.headers['cache-control']).toBe('private, no-store');
    expect(myRsvpsSchema.parse(back.json()).replies).toEqual([{ eventId: visitation.id, name: 'Ruth Ames', guests: 2 }]);
    expect(myRsvpsSchema.parse((await mine(DEMO_HOST)).json()).replies).toEqual([]);
    expect(myRsvpsSchema.parse((await mine({ ...DEMO_HOST, cookie: `keepsake_rsvp_device=${'b'.repeat(32)}` })).json()).replies).toEqual([]);
  });
});
