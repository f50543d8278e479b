import { waitFor } from '@testing-library/react';
import { caseRead, casesRead, tasksRead } from './api/early-reads';
import { caseHomeAddress, portalHomeAddress } from './lib/early-addresses';
import { startEarlyReads } from './start-early-reads';
import { portalFetch, ROSA } from './testing/portal-fixtures';

// Issue 44 (ADR 128): the reads of the portal's home and a case's home start with the routes chunk; each page's
// query takes the early answer once, and asks again when there is none or it failed.
describe('early reads', () => {
  let fake: ReturnType<typeof portalFetch>;
  const paths = () => fake.calls.map((call) => call.url.split('?')[0]);
  beforeEach(() => {
    fake = portalFetch();
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
  });

  it('knows the two addresses, in any letter case, and no other', () => {
    expect(portalHomeAddress('/family-portal')).toBe(true);
    expect(portalHomeAddress('/Family-Portal/')).toBe(true);
    expect(portalHomeAddress('/family-portal/login')).toBe(false);
    expect(caseHomeAddress('/family-portal/7')).toBe(7);
    expect(caseHomeAddress('/family-portal/7/rosa-ines-morales')).toBe(7);
    expect(caseHomeAddress('/family-portal/7/rosa-ines-morales/statement')).toBeNull();
    expect(caseHomeAddress('/family-portal/login')).toBeNull();
    expect(caseHomeAddress('/family-portal/invitation/abc')).toBeNull();
    expect(caseHomeAddress('/family-portal/0')).toBeNull();
  });

  it("at the portal's home with one case, starts the list, then that case's home: the case and its three reads together", async () => {
    startEarlyReads('/family-portal');
    await waitFor(() => expect(fake.calls).toHaveLength(5));
    expect(paths()).toEqual([
      '/api/family/cases',
      `/api/family/cases/${ROSA.id}`,
      `/api/family/cases/${ROSA.id}/tasks`,
      `/api/family/cases/${ROSA.id}/members`,
      `/api/family/cases/${ROSA.id}/obituary`,
    ]);
    // The pages' queries take those answers, once: no second request.
    await expect(casesRead(1).read()).resolves.toMatchObject({ items: [{ id: ROSA.id }] });
    await expect(caseRead(ROSA.id).read()).resolves.toMatchObject({ fullName: ROSA.fullName });
    expect(fake.calls).toHaveLength(5);
    await caseRead(ROSA.id).read();
    expect(fake.calls).toHaveLength(6);
  });

  it('starts nothing at the sign-in page or another page of a case', () => {
    startEarlyReads('/family-portal/login');
    startEarlyReads(`/family-portal/${ROSA.id}/rosa-ines-morales/statement`);
    expect(fake.calls).toHaveLength(0);
  });

  it('asks again when the early answer failed (a person signed out gets 401 early, then signs in)', async () => {
    // Another case than the tests above started (early answers are the module's, kept for 10 s).
    const other = ROSA.id + 1;
    let refused = true;
    const tasks = { items: [], page: 1, pageSize: 50, hasNext: false };
    global.fetch = portalFetch(() => (refused ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } } : { body: tasks }))
      .fetchImpl as unknown as typeof fetch;
    const early = tasksRead(other).start();
    await expect(early).rejects.toMatchObject({ status: 401 });
    refused = false;
    await expect(tasksRead(other).read()).resolves.toEqual(tasks);
  });
});
