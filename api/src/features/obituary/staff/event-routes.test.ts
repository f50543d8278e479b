import { eq } from 'drizzle-orm';
import { caseDetailSchema, deskCaseListSchema, deskEventListSchema, deskRsvpListSchema, type DeskEventBody } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';
import { caseObituaries } from '../../case-core/case-obituary-tables';
import { eventRsvps, obituaries } from '../../case-core/obituary-tables';

describe('staff services of a case (issue 24 §3)', () => {
  const { t, who, call } = signedInApp();
  const SERVICE: DeskEventBody = {
    kind: 'service',
    date: '2026-07-14',
    time: '10:00',
    placeName: 'Willowbrook Chapel',
    address: '12 Elm Street, Alder Falls, VT',
    livestreamUrl: 'https://stream.example.com/rosa',
    rsvpEnabled: true,
  };
  const events = (caseId: number) => `/api/staff/cases/${caseId}/events`;

  it('answers the home’s staff only', async () => {
    expectError(await call('GET', events(who.rosaId)), 401);
    expectError(await call('GET', events(who.rosaId), who.family), 403);
    expectError(await call('POST', events(who.rosaId), who.family, SERVICE), 403);
    expectError(await call('POST', events(who.rosaId), who.helper, SERVICE), 403);
    expectError(await call('GET', events(who.rosaId), who.otherSite), 401);
    expectError(await call('GET', events(who.rosaId), who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('POST', events(who.rosaId), who.otherSite, SERVICE, SECOND_HOST), 404);
    expectError(await call('GET', `/api/staff/cases/${who.rosaId}/rsvps.csv`, who.family), 403);
    expectError(await call('GET', `/api/staff/cases/${who.rosaId}/rsvps.csv`, who.otherSite, undefined, SECOND_HOST), 404);
  });

  it('refuses bad input with each field’s message', async () => {
    const bad = expectError(
      await call('POST', events(who.rosaId), who.staff, {
        ...SERVICE,
        date: '2026-02-30',
        time: '25:00',
        placeName: ' ',
        livestreamUrl: 'http://x.example.com',
      }),
      400,
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['date', 'livestreamUrl', 'placeName', 'time']);
    expect(bad.fieldErrors?.livestreamUrl).toBe('Please enter a secure web address (https://…)');
    expect(
      expectError(await call('POST', events(who.rosaId), who.staff, { ...SERVICE, livestreamUrl: 'javascript:alert(1)' }), 400).fieldErrors,
    ).toHaveProperty('livestreamUrl');
    expect(expectError(await call('POST', events(who.rosaId), who.staff, { ...SERVICE, kind: 'party' }), 400).fieldErrors).toHaveProperty('kind');
    // New York's clocks skip 02:30 on 8 March 2026.
    const skipped = expectError(await call('POST', events(who.rosaId), who.staff, { ...SERVICE, date: '2026-03-08', time: '02:30' }), 400);
    expect(skipped.fieldErrors?.time).toBe('This time is skipped when the clocks change');
    expectError(await call('PUT', `${events(who.rosaId)}/999999`, who.staff, SERVICE), 404);
    expectError(await call('DELETE', `${events(who.rosaId)}/0x1`, who.staff), 404);
  });

  it('keeps 10:00 in Chicago at 10:00 in July and in January, and makes the page without publishing it', async () => {
    const theirs = deskCaseListSchema.parse((await call('GET', '/api/staff/cases', who.otherSite, undefined, SECOND_HOST)).json());
    const agnesId = theirs.items[0]!.id;
    const july = await call('POST', events(agnesId), who.otherSite, { ...SERVICE, rsvpEnabled: false }, SECOND_HOST);
    expect(july.statusCode).toBe(201);
    const january = deskEventListSchema.parse(
      (await call('POST', events(agnesId), who.otherSite, { ...SERVICE, kind: 'committal', date: '2027-01-14', livestreamUrl: '' }, SECOND_HOST)).json(),
    );
    expect(january.timeZone).toBe('America/Chicago');
    expect(january.events.map((event) => [event.title, event.date, event.time, event.startsAt])).toEqual([
      ['Funeral service', '2026-07-14', '10:00', '2026-07-14T15:00:00.000Z'],
      ['Committal', '2027-01-14', '10:00', '2027-01-14T16:00:00.000Z'],
    ]);
    const [link] = await t.app.database.db.select().from(caseObituaries).where(eq(caseObituaries.caseId, agnesId));
    const [page] = await t.app.database.db.select().from(obituaries).where(eq(obituaries.id, link!.obituaryId!));
    expect(page!.published).toBe(false);

    // Edited and removed; the case's own copy (Family Portal, keepsake) follows.
    const committal = january.events[1]!;
    const edited = deskEventListSchema.parse(
      (
        await call(
          'PUT',
          `${events(agnesId)}/${committal.id}`,
          who.otherSite,
          { ...SERVICE, kind: 'committal', date: '2027-01-14', time: '14:30', title: 'Burial' },
          SECOND_HOST,
        )
      ).json(),
    );
    expect(edited.events[1]).toMatchObject({ title: 'Burial', time: '14:30', startsAt: '2027-01-14T20:30:00.000Z' });
    expectError(await call('PUT', `${events(who.rosaId)}/${committal.id}`, who.staff, SERVICE), 404);
    const left = deskEventListSchema.parse((await call('DELETE', `${events(agnesId)}/${committal.id}`, who.otherSite, undefined, SECOND_HOST)).json());
    expect(left.events).toHaveLength(1);
  });

  it('shows the replies per service and exports them as a safe CSV', async () => {
    const added = deskEventListSchema.parse((await call('POST', events(who.rosaId), who.staff, SERVICE)).json());
    const service = added.events.find((event) => event.startsAt === '2026-07-14T14:00:00.000Z')!;
    expect(service).toMatchObject({ time: '10:00', timeZone: 'America/New_York', rsvpEnabled: true, livestreamUrl: 'https://stream.example.com/rosa' });
    await t.app.database.db.insert(eventRsvps).values([
      { siteId: 'site-willowbrook', eventId: service.id, name: 'Ana "Annie" Ruiz, Jr.', guests: 3, email: 'ana@example.com' },
      { siteId: 'site-willowbrook', eventId: service.id, name: '=HYPERLINK("https://evil.example","x")', guests: 1 },
    ]);
    const counted = deskEventListSchema.parse((await call('GET', events(who.rosaId), who.staff)).json());
    expect(counted.events.find((event) => event.id === service.id)).toMatchObject({ replies: 2, guests: 4 });
    const replies = deskRsvpListSchema.parse((await call('GET', `${events(who.rosaId)}/${service.id}/rsvps`, who.staff)).json());
    expect(replies.items.map((item) => item.name)).toEqual(['Ana "Annie" Ruiz, Jr.', '=HYPERLINK("https://evil.example","x")']);
    expectError(await call('GET', `${events(who.rosaId)}/${service.id}/rsvps`, who.family), 403);

    const csv = await call('GET', `/api/staff/cases/${who.rosaId}/rsvps.csv`, who.staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Funeral service,2026-07-14,10:00,"Ana ""Annie"" Ruiz, Jr.",ana@example.com,3,');
    expect(csv.body).toContain(`Funeral service,2026-07-14,10:00,"'=HYPERLINK(""https://evil.example"",""x"")",,1,`);

    // The family sees the same service in their portal.
    const detail = caseDetailSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}`, who.family)).json());
    expect(detail.events).toContainEqual(expect.objectContaining({ title: 'Funeral service', startsAt: '2026-07-14T14:00:00.000Z' }));
  });
});
