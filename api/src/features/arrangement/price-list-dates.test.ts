import { deskCaseDetailSchema, gplSchema, itemSchema, staffCatalogueSchema, statementSchema } from '@keepsake/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeTimeZone } from '../../lib/home-time-zone';
import { zonedToInstant } from '../../lib/zoned-time';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { PURCHASER, signRosasContract } from '../../testing/signed-contract';
import { familyCases } from '../case-core/tables';
import { homeDay, revisionInEffect } from './price-list';
import { arrStatementTemplates } from './tables';

// Issue 25a: a price list revision takes effect on its date in the home's time zone, not when it is
// published. Before the date, families and new cases see the revision before it; a case made before the
// date keeps the old prices after it; a signed statement never changes. The instant is injected
// (revisionInEffect's `at`) for the boundary; for the routes, "the date came" is the revision's date moved
// to today (and a case's creation to yesterday), the state the database is in when the day has come.
const DAY = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe('a price list revision takes effect on its date', () => {
  const { t, who, call } = signedInApp();
  let db: Db;
  let siteId: string;
  let today: string;

  beforeAll(async () => {
    db = t.app.database.db;
    siteId = (await db.select({ siteId: familyCases.siteId }).from(familyCases).where(eq(familyCases.id, who.haroldId)))[0]!.siteId;
    today = await homeDay(db, siteId, new Date());
    // Rosa's contract signed before anything changes (as in staff-catalogue-routes.test.ts).
    await signRosasContract(t.app, { family: who.family, staff: who.staff, rosaId: who.rosaId }, { ...PURCHASER, email: 'jordan.receipts@example.com' });
  }, 240_000);
  const catalogue = async () => staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json());
  const registerBook = async () =>
    catalogue().then((value) => value.categories.flatMap((category) => category.items).find((item) => item.name === 'Register book')!);
  const gpl = async () => gplSchema.parse((await call('GET', '/api/family/company/gpl/items', who.family)).json());
  const statement = async (caseId: number) => statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
  const newCase = async (fullName: string) => {
    const created = await call('POST', '/api/staff/cases', who.staff, {
      fullName,
      kind: 'AT_NEED',
      contactName: `${fullName} Contact`,
      contactEmail: `${fullName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
      contactRelationship: 'Sister',
    });
    expect(created.statusCode).toBe(201);
    return deskCaseDetailSchema.parse(created.json()).id;
  };
  const registerOn = async (caseId: number, itemId: number) => {
    expect((await call('POST', `/api/family/arrangements/${caseId}/lines`, who.staff, { itemId })).statusCode).toBeLessThan(300);
    return (await statement(caseId)).lines.find((line) => line.name === 'Register book')?.amountCents;
  };

  it('refuses a date before today in the home’s time zone', async () => {
    const item = await registerBook();
    const { id: _id, draftPriceCents: _draft, ...facts } = item;
    await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, { ...facts, imageUrl: facts.imageUrl ?? '', priceCents: 7_000 });
    const refused = expectError(await call('POST', '/api/staff/catalogue/publish', who.staff, { effectiveDate: dayAfter(today, -1) }), 400);
    expect(refused.fieldErrors?.effectiveDate).toContain(today);
  });

  it('a revision for a later day: families and new cases keep the old prices until that day, staff see it scheduled', async () => {
    const before = await gpl();
    const item = await registerBook();
    const oldPrice = before.items.find((entry) => entry.id === item.id)!.priceCents;
    const tomorrow = dayAfter(today, 1);
    const published = staffCatalogueSchema.parse((await call('POST', '/api/staff/catalogue/publish', who.staff, { effectiveDate: tomorrow })).json());
    expect(published.revision.effectiveDate).toBe(tomorrow);
    // Staff's base for the next draft is the new revision; families still see today's.
    expect(published.categories.flatMap((category) => category.items).find((entry) => entry.id === item.id)!.priceCents).toBe(7_000);
    const after = await gpl();
    expect(after.effectiveDate).toBe(before.effectiveDate);
    expect(after.items.find((entry) => entry.id === item.id)!.priceCents).toBe(oldPrice);
    expect(itemSchema.parse((await call('GET', `/api/family/arrangements/items/${item.id}`, who.family)).json()).priceCents).toBe(oldPrice);
    // A case made today, before the date, is priced on the old revision, now and after the date.
    const madeToday = await newCase('Iris Beforehand');
    expect(await registerOn(madeToday, item.id)).toBe(oldPrice);
  });

  it('the boundary is midnight in the home’s time zone (an injected instant)', async () => {
    const zone = await homeTimeZone(db, siteId);
    const [scheduled] = await db
      .select()
      .from(arrStatementTemplates)
      .where(and(eq(arrStatementTemplates.siteId, siteId), eq(arrStatementTemplates.effectiveDate, dayAfter(today, 1))));
    const midnight = zonedToInstant(scheduled!.effectiveDate, '00:00', zone)!;
    const justBefore = await revisionInEffect(db, siteId, new Date(midnight.getTime() - 1));
    const atMidnight = await revisionInEffect(db, siteId, midnight);
    expect(justBefore.revisionId).toBeLessThan(scheduled!.revisionId);
    expect(atMidnight.revisionId).toBe(scheduled!.revisionId);
    // Long before the home's first revision (a case older than its price list): the first one.
    const first = await revisionInEffect(db, siteId, new Date('1990-01-01T00:00:00Z'));
    expect(first.revisionId).toBeLessThanOrEqual(justBefore.revisionId);
  });

  it('on the date: new cases and the price list get it; a case made before and a signed statement do not', async () => {
    const item = await registerBook();
    const rosaBefore = await statement(who.rosaId);
    // A case made yesterday whose arrangement nobody opened yet.
    const madeYesterday = await newCase('Walter Yesterday');
    await db
      .update(familyCases)
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where(eq(familyCases.id, madeYesterday));
    // The date comes.
    await db
      .update(arrStatementTemplates)
      .set({ effectiveDate: today })
      .where(and(eq(arrStatementTemplates.siteId, siteId), eq(arrStatementTemplates.effectiveDate, dayAfter(today, 1))));
    const listed = await gpl();
    expect(listed.effectiveDate).toBe(today);
    expect(listed.items.find((entry) => entry.id === item.id)!.priceCents).toBe(7_000);
    expect(await registerOn(await newCase('Nora Ondate'), item.id)).toBe(7_000);
    expect(await registerOn(madeYesterday, item.id)).toBe(6_500);
    const madeToday = (await db.select({ id: familyCases.id }).from(familyCases).where(eq(familyCases.fullName, 'Iris Beforehand')))[0]!.id;
    expect((await statement(madeToday)).lines.find((line) => line.name === 'Register book')?.amountCents).toBe(6_500);
    expect(await statement(who.rosaId)).toEqual(rosaBefore);
  });
});
