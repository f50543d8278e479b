import { and, eq } from 'drizzle-orm';
import { reviewCommentSchema, stationerySchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';
import { recentMail } from '../../../lib/mailer';
import { user } from '../../auth/tables';
import { caseReviewComments } from '../../case-core/case-obituary-tables';

// Issue 43 point 5: approving the stationery while a relative's change request is open asks to confirm
// ("Grace asked: … Approve anyway?"); approved anyway, the requests are OVERRIDDEN (who, when) and the home is
// mailed the approval. The home may settle a request it dealt with.
describe('approving the stationery over open change requests', () => {
  const { t, who, call } = signedInApp();
  const url = (rest: string) => `/api/family/cases/${who.rosaId}/stationery${rest}`;
  const ask = (text: string) => call('POST', url('/comment?itemType=prayer-card&pageType=back'), who.helper, { text });
  const stationery = async () => stationerySchema.parse((await call('GET', url(''), who.family)).json());

  it('asks first while a request is open, and only the primary contact approves', async () => {
    await ask('Please use the Prayer of St. Francis instead.');
    const asked = expectError(await call('POST', url('/approve'), who.family, {}), 409);
    expect(asked.message).toMatch(/asked: “Please use the Prayer of St\. Francis instead\.” Approve anyway\?$/);
    expect(asked.message).toContain('asked: “Please use the Prayer of St. Francis instead.”');
    expect(asked.fieldErrors).toHaveProperty('overrideOpenRequests');
    expect((await stationery()).approval.approved).toBe(false);
    expectError(await call('POST', url('/approve'), who.helper, { overrideOpenRequests: true }), 403);
    expectError(await call('POST', url('/approve'), who.otherFamily, { overrideOpenRequests: true }), 404);
    expectError(await call('POST', url('/approve'), who.family, { overrideOpenRequests: 'yes' }), 400);
  }, 60_000);

  it('lets the home settle a request it dealt with; the family may not', async () => {
    const request = reviewCommentSchema.parse((await ask('Add the reception address.')).json());
    expect(request.state).toBe('OPEN');
    expectError(await call('POST', url(`/comments/${request.id}/settle`), who.family), 403);
    expectError(await call('POST', url(`/comments/${request.id}/settle`), who.otherSite, undefined, SECOND_HOST), 404);
    const settled = reviewCommentSchema.parse((await call('POST', url(`/comments/${request.id}/settle`), who.staff)).json());
    expect(settled.state).toBe('SETTLED');
    expectError(await call('POST', url(`/comments/${request.id}/settle`), who.staff), 404);
  });

  it('approved anyway: the open requests are overridden (who, when) and the home is mailed', async () => {
    const before = (await recentMail(t.app.database.db, 'site-willowbrook', 500)).length;
    const approved = stationerySchema.parse((await call('POST', url('/approve'), who.family, { overrideOpenRequests: true })).json());
    expect(approved.approval.approved).toBe(true);
    expect(approved.comments.some((comment) => comment.state === 'OPEN')).toBe(false);
    const francis = approved.comments.find((comment) => comment.text.includes('St. Francis'))!;
    expect(francis.state).toBe('OVERRIDDEN');
    expect(approved.comments.find((comment) => comment.text.includes('reception address'))!.state).toBe('SETTLED');

    const [row] = await t.app.database.db
      .select({ settledBy: caseReviewComments.settledBy, settledAt: caseReviewComments.settledAt, email: user.email })
      .from(caseReviewComments)
      .leftJoin(user, eq(user.id, caseReviewComments.settledBy))
      .where(and(eq(caseReviewComments.id, francis.id)));
    expect(row!.email).toBe('family@willowbrook.test');
    expect(row!.settledAt).toBeInstanceOf(Date);

    const all = await recentMail(t.app.database.db, 'site-willowbrook', 500);
    const mails = all.slice(0, all.length - before);
    expect(mails.map((mail) => mail.toAddress)).toEqual(['staff@willowbrook.test']);
    expect(mails[0]!.subject).toContain('approved the stationery');
    expect(mails[0]!.body).toContain('asked: Please use the Prayer of St. Francis instead.');
    expect(mails[0]!.body).not.toContain('reception address');

    // Nothing open any more: a second approval needs no confirmation.
    expect((await call('POST', url('/approve'), who.family)).statusCode).toBe(200);
  });
});
