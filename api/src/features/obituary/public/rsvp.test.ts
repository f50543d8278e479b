import {
  apiErrorSchema,
  obituaryListSchema,
  obituaryRsvpsSchema,
  obituarySchema,
  obituaryYearsSchema,
  rsvpConfirmationSchema,
} from '@keepsake/shared/contract';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signedInHeaders, signIn, type TestApp } from '../../../testing/test-app';

// Issue 15 §3 and §12: RSVP to a service (no account), the funeral home's counts, and the search's years.
describe('service RSVPs and search years', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const obituaryOf = async (name: string, headers = DEMO_HOST) => {
    const list = obituaryListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/web/obituaries?name=${encodeURIComponent(name)}`, headers })).json());
    const id = list.items[0]?.id as number;
    return obituarySchema.parse((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}`, headers })).json());
  };
  // Each reply from its own address unless told: the rate limit is per client IP and event.
  let visitor = 0;
  const rsvp = (id: number, eventId: number, payload: unknown, headers: Record<string, string> = DEMO_HOST, remoteAddress = `10.0.0.${(visitor += 1)}`) =>
    t.app.inject({ method: 'POST', url: `/api/web/obituaries/${id}/events/${eventId}/rsvp`, headers, payload: payload as object, remoteAddress });
  const counts = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/web/obituaries/${id}/rsvps`, headers });

  it('shows which events ask for replies and which are streamed', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const [visitation, service, committal] = eleanor.events;
    expect(visitation).toMatchObject({ rsvp: true, livestreamUrl: null });
    expect(service).toMatchObject({ rsvp: true, livestreamUrl: 'https://livestream.example.com/eleanor-grace-hartwell' });
    expect(committal).toMatchObject({ rsvp: false });
  });

  it('takes a name and a head count, and the funeral home’s staff see the totals', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const service = eleanor.events[1]!;
    const first = await rsvp(eleanor.id, service.id, { name: '  Ada Byrne ', guests: 2 });
    expect(first.statusCode).toBe(201);
    expect(rsvpConfirmationSchema.parse(first.json())).toEqual({ eventId: service.id, name: 'Ada Byrne', guests: 2 });
    expect((await rsvp(eleanor.id, service.id, { name: 'Chen Wei', guests: 1 })).statusCode).toBe(201);

    const staff = await signedInHeaders(t.app, DEMO_STAFF);
    const response = await counts(eleanor.id, staff);
    expect(response.statusCode).toBe(200);
    const summary = obituaryRsvpsSchema.parse(response.json());
    expect(summary.events.map((event) => event.title)).toEqual(['Visitation', 'Funeral Service']);
    expect(summary.events[1]).toMatchObject({
      responses: 2,
      guests: 3,
      names: [
        { name: 'Ada Byrne', guests: 2 },
        { name: 'Chen Wei', guests: 1 },
      ],
    });
  });

  it('refuses the counts to visitors, family members and another home’s staff', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    expect((await counts(eleanor.id, DEMO_HOST)).statusCode).toBe(401);
    const family = await signedInHeaders(t.app, DEMO_FAMILY);
    expect((await counts(eleanor.id, family)).statusCode).toBe(403);
    const otherToken = await signIn(t.app, SECOND_HOST, SECOND_SITE_STAFF.email, SECOND_SITE_STAFF.password);
    // Their own token on this site's host: a session of another funeral home is no session here.
    expect([401, 403]).toContain((await counts(eleanor.id, { ...DEMO_HOST, authorization: `Bearer ${otherToken}` })).statusCode);
    // On their own host, this site's obituary does not exist.
    expect((await counts(eleanor.id, { ...SECOND_HOST, authorization: `Bearer ${otherToken}` })).statusCode).toBe(404);
  });

  it('answers bad replies with the field’s message, never a 500', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const eventId = eleanor.events[0]!.id;
    const cases: [unknown, string, string][] = [
      [{ name: '  ', guests: 1 }, 'name', 'This field is required'],
      [{ name: 'x'.repeat(81), guests: 1 }, 'name', 'Cannot exceed 80 characters'],
      [{ name: 'Ada\u0000', guests: 1 }, 'name', 'Please enter a valid format'],
      [{ name: 'Ada', guests: 0 }, 'guests', 'Must be at least 1'],
      [{ name: 'Ada', guests: 21 }, 'guests', 'Cannot exceed 20'],
      [{ name: 'Ada', guests: 2.5 }, 'guests', ''],
    ];
    for (const [payload, field, message] of cases) {
      const response = await rsvp(eleanor.id, eventId, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = apiErrorSchema.parse(response.json());
      expect({ payload, fieldErrors: body.fieldErrors }).toMatchObject({ fieldErrors: { [field]: expect.stringContaining(message) } });
    }
    expect((await rsvp(eleanor.id, eventId, { name: 'Ada', guests: 1, phone: '555-0100' })).statusCode).toBe(400);
    expect((await rsvp(eleanor.id, eventId, '{not json', { ...DEMO_HOST, 'content-type': 'application/json' })).statusCode).toBe(400);
  });

  // Issue 22 point 6: a head count is a whole number, written as a number or as a form's digits.
  it.each([true, '1e1', '2.0', ' 3', '0x2', 1.5, [2], '21'])('refuses %p guests on the field', async (guests) => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const response = await rsvp(eleanor.id, eleanor.events[0]!.id, { name: 'Ada', guests });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(response.json()).fieldErrors ?? {})).toEqual(['guests']);
  });

  it('one reply per person per event: the same device or email replaces it, and the staff count flags a repeated name', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const event = eleanor.events[1]!;
    const staff = await signedInHeaders(t.app, DEMO_STAFF);
    const summary = async () => obituaryRsvpsSchema.parse((await counts(eleanor.id, staff)).json()).events.find((entry) => entry.eventId === event.id)!;
    const before = await summary();

    // A device: the first reply sets its cookie; the same device replying again replaces the reply.
    const first = await rsvp(eleanor.id, event.id, { name: 'Imogen Hale', guests: '2' });
    expect(first.statusCode).toBe(201);
    const device = String(first.headers['set-cookie']).split(';')[0]!;
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    const again = await rsvp(eleanor.id, event.id, { name: 'Imogen Hale', guests: 3 }, { ...DEMO_HOST, cookie: device });
    expect(again.statusCode).toBe(200);
    expect(rsvpConfirmationSchema.parse(again.json())).toEqual({ eventId: event.id, name: 'Imogen Hale', guests: 3 });

    // An email, from two devices: one reply.
    expect((await rsvp(eleanor.id, event.id, { name: 'Tomas Reyes', guests: 1, email: 'tomas@example.com' })).statusCode).toBe(201);
    expect((await rsvp(eleanor.id, event.id, { name: 'Tomas Reyes', guests: 2, email: 'Tomas@Example.com ' })).statusCode).toBe(200);

    // The same name from another device, no email: counted, and flagged for the home.
    expect((await rsvp(eleanor.id, event.id, { name: ' imogen  hale', guests: 1 })).statusCode).toBe(201);

    const after = await summary();
    expect(after.responses - before.responses).toBe(3);
    expect(after.guests - before.guests).toBe(3 + 2 + 1);
    expect(after.possibleDuplicates - before.possibleDuplicates).toBe(1);
    expect(after.names.filter((entry) => /imogen/i.test(entry.name))).toEqual([
      { name: 'Imogen Hale', guests: 3, possibleDuplicate: false },
      { name: 'imogen  hale', guests: 1, possibleDuplicate: true },
    ]);
  });

  it('is a 404 for another obituary’s event or another site, and a 409 when no reply is asked or the event is over', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const walter = await obituaryOf('Walter Okafor');
    const margaret = await obituaryOf('Margaret Delaney');
    expect((await rsvp(walter.id, eleanor.events[0]!.id, { name: 'Ada', guests: 1 })).statusCode).toBe(404);
    expect((await rsvp(eleanor.id, eleanor.events[0]!.id, { name: 'Ada', guests: 1 }, SECOND_HOST)).statusCode).toBe(404);
    expect((await rsvp(eleanor.id, 99999, { name: 'Ada', guests: 1 })).statusCode).toBe(404);
    const committal = await rsvp(eleanor.id, eleanor.events[2]!.id, { name: 'Ada', guests: 1 });
    expect(committal.statusCode).toBe(409);
    expect(apiErrorSchema.parse(committal.json()).message).toContain('not asking for replies');
    // Margaret died nine days ago: her visitation (day 5) is over.
    const over = await rsvp(margaret.id, margaret.events[0]!.id, { name: 'Ada', guests: 1 });
    expect(over.statusCode).toBe(409);
    expect(apiErrorSchema.parse(over.json()).message).toContain('already taken place');
  });

  it('answers 429 after 5 replies from one address to one event, while other addresses still reply', async () => {
    const eleanor = await obituaryOf('Eleanor Hartwell');
    const eventId = eleanor.events[0]!.id;
    for (let i = 0; i < 5; i += 1) expect((await rsvp(eleanor.id, eventId, { name: `Guest ${i}`, guests: 1 }, DEMO_HOST, '10.9.9.9')).statusCode).toBe(201);
    expect((await rsvp(eleanor.id, eventId, { name: 'One more', guests: 1 }, DEMO_HOST, '10.9.9.9')).statusCode).toBe(429);
    expect((await rsvp(eleanor.id, eventId, { name: 'Someone else', guests: 1 }, DEMO_HOST, '10.9.9.10')).statusCode).toBe(201);
  });

  it('lists the years that have obituaries, newest first, per site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/obituaries/years', headers: DEMO_HOST });
    expect(response.statusCode).toBe(200);
    const { years } = obituaryYearsSchema.parse(response.json());
    expect(years[0]).toBe(new Date().getUTCFullYear());
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(new Set(years).size).toBe(years.length);
    const all = obituaryListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/web/obituaries?year=${years.at(-1)}`, headers: DEMO_HOST })).json());
    expect(all.items.length).toBeGreaterThan(0);
    const second = obituaryYearsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/web/obituaries/years', headers: SECOND_HOST })).json());
    expect(second.years.length).toBeGreaterThan(0);
  });
});
