import { eq } from 'drizzle-orm';
import { keepsakeStateSchema } from '@keepsake/shared/contract';
import { backgroundJobs } from '../../jobs/tables';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { SECOND_HOST } from '../../testing/test-app';
import { KEEPSAKE_ACCOUNT_LIMIT_MESSAGE, KEEPSAKE_CASE_LIMIT_MESSAGE, KEEPSAKE_LIMITS } from './routes';

// Issue 37 point 2: a family member looped POST …/keepsake 71 times in 30 s, each one a new job with its
// files and a mail. Jobs are never made here: each one asked for is marked failed, so the next ask is new.
describe('keepsake limits: one job per case at a time, and a limit per case and per account', () => {
  const { t, who, call } = signedInApp();
  const pathOf = (caseId: number) => `/api/family/cases/${caseId}/keepsake`;
  const jobCount = async () => (await t.app.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM background_job WHERE kind = 'keepsake'`))[0]!.n;
  const fail = (id: number) => t.app.database.db.update(backgroundJobs).set({ status: 'FAILED', error: 'test' }).where(eq(backgroundJobs.id, id));
  const ask = async (caseId: number, token: string) => {
    const response = await call('POST', pathOf(caseId), token);
    expect(response.statusCode).toBe(202);
    return keepsakeStateSchema.parse(response.json()).job!;
  };

  it('joins the running job however often it is asked, without counting', async () => {
    const job = await ask(who.haroldId, who.staff);
    for (let i = 0; i < KEEPSAKE_LIMITS.perAccount.max + 2; i += 1) {
      const again = await call('POST', pathOf(who.haroldId), who.staff);
      expect(again.statusCode).toBe(200);
      expect(keepsakeStateSchema.parse(again.json()).job!.id).toBe(job.id);
    }
    expect(await jobCount()).toBe(1);
    await fail(job.id);
  });

  it('refuses a new keepsake of a case past its limit with 429 and Retry-After, whoever asks', async () => {
    expect(KEEPSAKE_LIMITS.perCase.max).toBe(3);
    for (let i = 0; i < KEEPSAKE_LIMITS.perCase.max; i += 1) await fail((await ask(who.rosaId, who.staff)).id);
    const before = await jobCount();
    // The primary contact, who asked for none of them: the case's limit is the case's.
    const refused = await call('POST', pathOf(who.rosaId), who.family);
    expect(expectError(refused, 429).message).toBe(KEEPSAKE_CASE_LIMIT_MESSAGE);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await jobCount()).toBe(before);
    // Who may not ask at all is still told so first: signed out, a helper, another family, another home.
    expectError(await call('POST', pathOf(who.rosaId)), 401);
    expectError(await call('POST', pathOf(who.rosaId), who.helper), 403);
    expectError(await call('POST', pathOf(who.rosaId), who.otherFamily), 404);
    expectError(await call('POST', pathOf(who.rosaId), who.otherSite, undefined, SECOND_HOST), 404);
  });

  it('refuses a new keepsake past the account’s limit, on another case too', async () => {
    // The staff member asked for 1 (Harold) + 3 (Rosa) this hour; one more is within the limit of 5.
    expect(KEEPSAKE_LIMITS.perAccount.max).toBe(5);
    await fail((await ask(who.haroldId, who.staff)).id);
    const refused = await call('POST', pathOf(who.haroldId), who.staff);
    expect(expectError(refused, 429).message).toBe(KEEPSAKE_ACCOUNT_LIMIT_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another home's staff have limits of their own (and no access to these cases).
    expectError(await call('POST', pathOf(who.haroldId), who.otherSite, undefined, SECOND_HOST), 404);
  });
});
