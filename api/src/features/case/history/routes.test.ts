import { caseHistorySchema, CASE_HISTORY_PAGE_SIZE } from '@keepsake/shared/contract';
import { recordCaseEvent, SYSTEM_ACTOR } from '../../case-core/case-history';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';

describe('the case history: one append-only row per change, read by staff (issue 36 point 1)', () => {
  const { t, who, call } = signedInApp();
  const url = () => `/api/staff/cases/${who.haroldId}/history`;
  const read = async (page = 1) => caseHistorySchema.parse((await call('GET', `${url()}?page=${page}`, who.staff)).json());

  it('lists a case’s rows newest first, a page at a time, with who did it and before → after', async () => {
    const db = t.app.database.db;
    const before = (await read()).items.length;
    const actor = { userId: null, name: 'Dana Director', actingAs: 'STAFF' as const };
    for (let index = 1; index <= CASE_HISTORY_PAGE_SIZE + 2; index += 1) {
      await recordCaseEvent(db, actor, who.haroldId, { kind: 'case.facts-changed', summary: `Change ${index}`, before: `${index - 1}`, after: `${index}` });
    }
    await recordCaseEvent(db, SYSTEM_ACTOR, who.haroldId, { kind: 'payment.received', summary: 'Card payment confirmed' });
    const first = await read();
    expect(first.pageSize).toBe(CASE_HISTORY_PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.items[0]).toMatchObject({
      kind: 'payment.received',
      summary: 'Card payment confirmed',
      actor: { name: 'Keepsake', actingAs: 'SYSTEM' },
      before: null,
    });
    expect(first.items[1]).toMatchObject({
      summary: `Change ${CASE_HISTORY_PAGE_SIZE + 2}`,
      actor: { name: 'Dana Director', actingAs: 'STAFF' },
      before: '26',
      after: '27',
    });
    expect(Date.parse(first.items[0]!.at)).not.toBeNaN();
    const second = await read(2);
    expect(second.items).toHaveLength(before + CASE_HISTORY_PAGE_SIZE + 3 - CASE_HISTORY_PAGE_SIZE);
    expect(second.items.at(-before - 1)?.summary).toBe('Change 1');
    // Rosa's case has none of Harold's rows.
    const rosa = caseHistorySchema.parse((await call('GET', `/api/staff/cases/${who.rosaId}/history`, who.staff)).json());
    expect(rosa.items.some((row) => row.summary.startsWith('Change '))).toBe(false);
  });

  it('is for staff of the case’s own home only', async () => {
    expectError(await call('GET', url()), 401);
    expectError(await call('GET', url(), who.family), 403);
    expectError(await call('GET', url(), who.otherFamily), 403);
    expectError(await call('GET', url(), who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('GET', '/api/staff/cases/999999/history', who.staff), 404);
    expectError(await call('GET', `${url()}?page=0`, who.staff), 400);
  });

  it('cannot be changed or removed, even by SQL', async () => {
    const sql = t.app.database;
    await recordCaseEvent(sql.db, SYSTEM_ACTOR, who.haroldId, { kind: 'case.closed', summary: 'Closed the case' });
    await expect(sql.query(`UPDATE case_event SET summary = 'Nothing happened' WHERE case_id = $1`, [who.haroldId])).rejects.toThrow(/append-only/);
    await expect(sql.query(`DELETE FROM case_event WHERE case_id = $1`, [who.haroldId])).rejects.toThrow(/append-only/);
    await expect(sql.exec(`TRUNCATE case_event`)).rejects.toThrow(/append-only/);
    // The case cannot be deleted from under its history either.
    await expect(sql.query(`DELETE FROM family_case WHERE id = $1`, [who.haroldId])).rejects.toThrow();
    expect((await read()).items[0]?.summary).toBe('Closed the case');
  });
});
