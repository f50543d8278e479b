import { eq } from 'drizzle-orm';
import { deskCaseOverviewSchema, statementSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { signRosasContract } from '../../../testing/signed-contract';
import { DEMO_HOST, SECOND_HOST } from '../../../testing/test-app';
import { obituaries } from '../../case-core/obituary-tables';

// The staff case page's status panel (issue 24 §2): one read, the home's staff only, and its figures agree
// with what the family sees (the statement's total, paid and balance).
describe('staff case overview (issue 24 §2)', () => {
  const { t, who, call } = signedInApp();
  const url = (caseId: number | string) => `/api/staff/cases/${caseId}/overview`;
  const overview = async (caseId: number) => deskCaseOverviewSchema.parse((await call('GET', url(caseId), who.staff)).json());

  it('answers the home’s own staff only', async () => {
    expectError(await call('GET', url(who.rosaId)), 401);
    expectError(await call('GET', url(who.rosaId), who.family), 403);
    expectError(await call('GET', url(who.rosaId), who.helper), 403);
    expectError(await call('GET', url(who.rosaId), who.otherFamily), 403);
    // Another home's staff: not signed in here, and at their own host this case is not theirs.
    expectError(await call('GET', url(who.rosaId), who.otherSite), 401);
    expectError(await call('GET', url(who.rosaId), who.otherSite, undefined, SECOND_HOST), 404);
  });

  it('refuses a bad case address with 4xx', async () => {
    const bad = expectError(await call('GET', url('rosa'), who.staff), 404);
    expect(bad.message).toBeTruthy();
    expectError(await call('GET', url(2_000_000), who.staff), 404);
  });

  it('shows a new case as not started and the seeded case as the family left it', async () => {
    expect(await overview(who.haroldId)).toEqual({
      portalPath: `/family-portal/${who.haroldId}/harold-james-benson`,
      arrangement: { state: 'NONE', revision: null, countersigned: false },
      balance: { totalCents: null, paidCents: 0, dueCents: null },
      obituary: { textStatus: 'NONE', revision: 0, approver: null, published: false, publicPath: null },
      wall: null,
      photos: { count: 0 },
    });
    const rosa = await overview(who.rosaId);
    expect(rosa.arrangement).toEqual({ state: 'CHOSEN', revision: 1, countersigned: false });
    expect(rosa.obituary).toMatchObject({ textStatus: 'DRAFT', publicPath: expect.stringMatching(/^\/obituaries\/\d+\/rosa-ines-morales$/) });
    expect(rosa.photos.count).toBeGreaterThan(0);
    expect(rosa.wall).toMatchObject({ commentsOn: true, moderated: true });
  });

  it('counts a memory waiting for review', async () => {
    const before = (await overview(who.rosaId)).wall!.awaitingReview;
    const publicPath = (await overview(who.rosaId)).obituary.publicPath!;
    const obituaryId = Number(publicPath.split('/')[2]);
    const [page] = await t.app.database.db.select({ published: obituaries.published }).from(obituaries).where(eq(obituaries.id, obituaryId));
    if (!page!.published) await t.app.database.db.update(obituaries).set({ published: true }).where(eq(obituaries.id, obituaryId));
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/memories`,
      headers: DEMO_HOST,
      payload: { authorName: 'Ada Visitor', text: 'We will miss her laugh.' },
      remoteAddress: '10.8.0.1',
    });
    expect(posted.statusCode).toBe(201);
    expect((await overview(who.rosaId)).wall!.awaitingReview).toBe(before + 1);
  });

  it('shows the signed revision and the balance the family sees', async () => {
    const { family, staff, rosaId } = who;
    await signRosasContract(t.app, who);
    expect((await call('POST', `/api/family/cases/${rosaId}/payments/offline`, staff, { method: 'CASH', amountCents: 12_345 })).statusCode).toBe(201);

    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${rosaId}/statement`, family)).json());
    const seen = await overview(rosaId);
    expect(seen.arrangement).toEqual({ state: 'SIGNED', revision: 1, countersigned: false });
    expect(seen.balance).toEqual({ totalCents: statement.totals.totalCents, paidCents: 12_345, dueCents: statement.balanceCents });
  });
});
