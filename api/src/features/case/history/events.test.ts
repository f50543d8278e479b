import {
  caseHistorySchema,
  caseObituarySchema,
  deskCaseDetailSchema,
  deskCaseOverviewSchema,
  stationerySchema,
  videoSchema,
  type CaseEventKind,
  type CaseHistoryEvent,
} from '@keepsake/shared/contract';
import { recentMail } from '../../../lib/mailer';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { signRosasContract } from '../../../testing/signed-contract';

// Issue 36 point 1: every path that changes a case writes its row, with who did it (acting as staff or as a
// family member) and before → after when the change is a value; approvals made by staff say so.
describe('every change to a case is a row of its history', () => {
  const { t, who, call } = signedInApp();
  const STAFF = 'Eleanor Hartley';

  const historyOf = async (caseId: number): Promise<CaseHistoryEvent[]> => {
    const rows: CaseHistoryEvent[] = [];
    for (let page = 1; ; page += 1) {
      const answer = caseHistorySchema.parse((await call('GET', `/api/staff/cases/${caseId}/history?page=${page}`, who.staff)).json());
      rows.push(...answer.items);
      if (!answer.hasNext) return rows;
    }
  };
  const latest = async (caseId: number, kind: CaseEventKind) => (await historyOf(caseId)).find((row) => row.kind === kind);

  describe('approvals: the family approves as themselves, staff only for the family, saying how', () => {
    const obituary = () => `/api/family/cases/${who.haroldId}/obituary`;

    it('refuses a staff approval that does not say how the family approved, and a family one that claims to be staff', async () => {
      expect((await call('POST', obituary(), who.staff, { text: 'Harold loved the river.', revision: 0 })).statusCode).toBe(200);
      const refused = expectError(await call('POST', `${obituary()}/approve`, who.staff), 400);
      expect(refused.fieldErrors).toEqual({ 'onBehalf.how': 'Please choose how the family gave their approval' });
      expectError(await call('POST', `${obituary()}/approve`, who.staff, { onBehalf: { how: 'BY_PIGEON' } }), 400);
      expectError(await call('POST', `${obituary()}/approve`, who.otherFamily, { onBehalf: { how: 'PHONE' } }), 403);
      expect(caseObituarySchema.parse((await call('GET', obituary(), who.staff)).json()).status).toBe('DRAFT');
      expect(await latest(who.haroldId, 'approval.obituary')).toBeUndefined();
    });

    it('does not let staff tick an approval task done instead of approving for the family', async () => {
      const tasks = (await call('GET', `/api/family/cases/${who.haroldId}/tasks`, who.staff)).json() as { items: { id: number; kind: string }[] };
      const review = tasks.items.find((task) => task.kind === 'review-obituary')!;
      await call('POST', `/api/family/cases/${who.haroldId}/tasks/${review.id}/status/IN_PROGRESS`, who.staff);
      const refused = expectError(await call('POST', `/api/family/cases/${who.haroldId}/tasks/${review.id}/status/COMPLETE`, who.staff), 403);
      expect(refused.message).toBe('Staff approve for the family on the page itself, saying how the family gave their approval.');
    });

    it('records a staff approval of the obituary as made for the family, on the case page, the portal and the history', async () => {
      const onBehalf = { how: 'PHONE', note: 'Martin read it aloud and agreed' };
      const approved = caseObituarySchema.parse((await call('POST', `${obituary()}/approve`, who.staff, { onBehalf })).json());
      expect(approved).toMatchObject({ status: 'APPROVED', published: true, approver: { name: STAFF, onBehalf } });
      // The family's portal reads the same record.
      expect(caseObituarySchema.parse((await call('GET', obituary(), who.otherFamily)).json()).approver).toEqual({ name: STAFF, onBehalf });
      const overview = deskCaseOverviewSchema.parse((await call('GET', `/api/staff/cases/${who.haroldId}/overview`, who.staff)).json());
      expect(overview.obituary.approver).toEqual({ name: STAFF, onBehalf });
      const row = await latest(who.haroldId, 'approval.obituary');
      expect(row).toMatchObject({
        actor: { name: STAFF, actingAs: 'STAFF' },
        summary: `Approved for the family by ${STAFF}, by phone, Martin read it aloud and agreed: the obituary (revision 1)`,
        onBehalf,
      });
      expect(await latest(who.haroldId, 'obituary.published')).toMatchObject({ before: 'not on the website', after: 'on the website' });
    });

    it('records the studio’s unpublish and publish, which accept the approval made for the family', async () => {
      const url = `/api/staff/cases/${who.haroldId}/obituary`;
      expect((await call('POST', `${url}/unpublish`, who.staff)).statusCode).toBe(200);
      expect(await latest(who.haroldId, 'obituary.unpublished')).toMatchObject({ actor: { name: STAFF, actingAs: 'STAFF' }, after: 'not on the website' });
      expect((await call('POST', `${url}/publish`, who.staff)).statusCode).toBe(200);
      expect((await historyOf(who.haroldId))[0]).toMatchObject({ kind: 'obituary.published', summary: 'Published the obituary' });
    });

    it('records the family’s own approval as theirs', async () => {
      const family = `/api/family/cases/${who.rosaId}/obituary`;
      const current = caseObituarySchema.parse((await call('GET', family, who.family)).json());
      await call('POST', family, who.family, { text: `${current.text}\n\nShe kept a garden.`, revision: current.revision });
      const approved = caseObituarySchema.parse((await call('POST', `${family}/approve`, who.family)).json());
      expect(approved.approver).toEqual({ name: 'Jordan Morales', onBehalf: null });
      const row = await latest(who.rosaId, 'approval.obituary');
      expect(row).toMatchObject({ actor: { name: 'Jordan Morales', actingAs: 'FAMILY' }, onBehalf: null });
      expect(row?.summary).toMatch(/^Approved by Jordan Morales: the obituary \(revision \d+\)$/);
    });

    it('applies the same rule to stationery, the tribute video and the wall settings', async () => {
      const base = `/api/family/cases/${who.rosaId}`;
      expectError(await call('POST', `${base}/stationery/approve`, who.staff), 400);
      const stationery = stationerySchema.parse(
        (await call('POST', `${base}/stationery/approve`, who.staff, { onBehalf: { how: 'IN_PERSON' }, overrideOpenRequests: true })).json(),
      );
      expect(stationery.approval).toMatchObject({ approved: true, approvedBy: STAFF, onBehalf: { how: 'IN_PERSON', note: '' } });
      expect(await latest(who.rosaId, 'approval.stationery')).toMatchObject({
        actor: { actingAs: 'STAFF' },
        summary: `Approved for the family by ${STAFF}, in person: the stationery`,
      });

      expectError(await call('POST', `${base}/video/approve`, who.staff), 400);
      const video = videoSchema.parse((await call('POST', `${base}/video/approve`, who.family)).json());
      expect(video.approval).toMatchObject({ approved: true, approvedBy: 'Jordan Morales', onBehalf: null });
      expect(await latest(who.rosaId, 'approval.video')).toMatchObject({
        actor: { name: 'Jordan Morales', actingAs: 'FAMILY' },
        summary: 'Approved by Jordan Morales: the tribute video',
      });

      const settings = { moderation: 'OPEN', posting: 'ANYONE', photos: false };
      expectError(await call('POST', `${base}/memorial-wall/settings`, who.staff, settings), 400);
      const saved = await call('POST', `${base}/memorial-wall/settings`, who.staff, { ...settings, onBehalf: { how: 'PHONE', note: 'Jordan asked' } });
      expect(saved.json()).toEqual(settings);
      expect(await latest(who.rosaId, 'approval.wall-settings')).toMatchObject({
        summary: `Approved for the family by ${STAFF}, by phone, Jordan asked: the memorial wall settings`,
        onBehalf: { how: 'PHONE', note: 'Jordan asked' },
      });
    });
  });

  describe('the case and its facts', () => {
    it('records a new case with its invitation, each changed fact before → after, closing and reopening', async () => {
      const created = await call('POST', '/api/staff/cases', who.staff, {
        fullName: 'Walter Green',
        birthDate: '1931-04-02',
        deathDate: '2026-11-20',
        kind: 'AT_NEED',
        contactName: 'Ruth Green',
        contactEmail: 'ruth.green@example.com',
        contactRelationship: 'Daughter',
      });
      expect(created.statusCode).toBe(201);
      const caseId = deskCaseDetailSchema.parse(created.json()).id;
      const opened = await historyOf(caseId);
      expect(opened.map((row) => row.kind)).toEqual(['invitation.sent', 'case.created']);
      expect(opened[1]).toMatchObject({ actor: { name: STAFF, actingAs: 'STAFF' }, summary: 'Opened the case for Walter Green' });

      const facts = { fullName: 'Walter J. Green', birthDate: '1931-04-02', deathDate: '2026-11-21', kind: 'AT_NEED' };
      expect((await call('PUT', `/api/staff/cases/${caseId}`, who.staff, facts)).statusCode).toBe(200);
      const changes = (await historyOf(caseId)).filter((row) => row.kind === 'case.facts-changed');
      expect(changes.map(({ summary, before, after }) => ({ summary, before, after }))).toEqual(
        expect.arrayContaining([
          { summary: 'Changed the name', before: 'Walter Green', after: 'Walter J. Green' },
          { summary: 'Changed the date of death', before: '2026-11-20', after: '2026-11-21' },
        ]),
      );
      expect(changes).toHaveLength(2);

      await call('POST', `/api/staff/cases/${caseId}/close`, who.staff);
      await call('POST', `/api/staff/cases/${caseId}/reopen`, who.staff);
      await call('POST', `/api/staff/cases/${caseId}/close`, who.staff);
      // Closed, the history is all there and still readable.
      expect((await historyOf(caseId)).slice(0, 3).map((row) => row.kind)).toEqual(['case.closed', 'case.reopened', 'case.closed']);
    });

    it('records the family’s details as theirs', async () => {
      const response = await call('POST', `/api/family/cases/${who.rosaId}/case-details`, who.family, { group: 'work', values: { occupation: 'Teacher' } });
      expect(response.statusCode).toBe(200);
      expect(await latest(who.rosaId, 'case.facts-changed')).toMatchObject({
        actor: { name: 'Jordan Morales', actingAs: 'FAMILY' },
        summary: 'Changed the details: work, occupation',
        after: 'Teacher',
      });
    });
  });

  describe('invitations', () => {
    const mailsTo = async (to: string) => (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === to);

    it('records an invitation sent, sent again, withdrawn and accepted, each by whoever did it', async () => {
      const invite = (email: string, name: string) =>
        call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, { email, name, relationship: 'Cousin', role: 'HELPER' });
      expect((await invite('lena@example.com', 'Lena Morales')).statusCode).toBe(201);
      expect(await latest(who.rosaId, 'invitation.sent')).toMatchObject({
        actor: { actingAs: 'FAMILY' },
        summary: 'Invited Lena Morales (lena@example.com) as a helper',
      });
      expect((await invite('lena@example.com', 'Lena Morales')).statusCode).toBe(200);
      expect((await historyOf(who.rosaId))[0]).toMatchObject({ kind: 'invitation.resent' });
      await t.app.database.query(`UPDATE case_invitation SET created_at = now() - interval '5 minutes' WHERE email = $1`, ['lena@example.com']);
      expect((await call('POST', `/api/family/cases/${who.rosaId}/invitations/resend`, who.staff, { email: 'lena@example.com' })).statusCode).toBe(200);
      expect((await historyOf(who.rosaId))[0]).toMatchObject({ kind: 'invitation.resent', actor: { name: STAFF, actingAs: 'STAFF' } });

      const token = (await mailsTo('lena@example.com'))[0]!.links[0]!.split('/').pop()!;
      expect((await call('POST', '/api/family/signup', undefined, { token, name: 'Lena Morales', password: 'a-long-password-1' })).statusCode).toBe(201);
      expect(await latest(who.rosaId, 'invitation.accepted')).toMatchObject({
        actor: { name: 'Lena Morales', actingAs: 'FAMILY' },
        summary: 'Lena Morales accepted the invitation and joined as a helper',
      });

      expect((await invite('omar@example.com', 'Omar Morales')).statusCode).toBe(201);
      expect((await call('POST', `/api/family/cases/${who.rosaId}/invitations/revoke`, who.staff, { email: 'omar@example.com' })).statusCode).toBe(200);
      expect(await latest(who.rosaId, 'invitation.revoked')).toMatchObject({
        actor: { actingAs: 'STAFF' },
        summary: 'Withdrew the invitation to omar@example.com',
      });
    });
  });

  describe('the contract and money', () => {
    it('records signing, countersigning, a card payment, a check, a refund and a new revision', async () => {
      await signRosasContract(t.app, who);
      expect(await latest(who.rosaId, 'contract.signed')).toMatchObject({ actor: { name: 'Jordan Morales', actingAs: 'FAMILY' } });
      const arrangements = `/api/family/arrangements/${who.rosaId}`;
      expect((await call('POST', `${arrangements}/contract/countersign`, who.staff, { name: 'Dana Whitfield', licenceNumber: 'FD-4471' })).statusCode).toBe(
        200,
      );
      expect(await latest(who.rosaId, 'contract.countersigned')).toMatchObject({
        summary: 'Countersigned the contract as Dana Whitfield, licence FD-4471',
        actor: { actingAs: 'STAFF' },
      });

      const payments = `/api/family/cases/${who.rosaId}/payments`;
      const card = {
        amountCents: 10_000,
        idempotencyKey: 'history-card-0000001',
        paymentToken: 'tok_visa',
      };
      expect((await call('POST', payments, who.family, card)).statusCode).toBe(201);
      const paid = await latest(who.rosaId, 'payment.received');
      expect(paid).toMatchObject({ actor: { name: 'Jordan Morales', actingAs: 'FAMILY' } });
      expect(paid?.summary).toMatch(/^Paid \$100\.00 by .*4242|^Paid \$100\.00 by /);
      expect(paid?.before).toMatch(/^Due \$/);

      const check = await call('POST', `${payments}/offline`, who.staff, { method: 'CHECK', amountCents: 50_000, reference: '1042' });
      expect(check.statusCode).toBe(201);
      const recorded = await latest(who.rosaId, 'payment.recorded');
      expect(recorded).toMatchObject({ actor: { name: STAFF, actingAs: 'STAFF' }, summary: 'Recorded a check (1042) payment of $500.00' });
      const dueBefore = Number(recorded!.before!.replace(/[^0-9.]/g, ''));
      expect(Number(recorded!.after!.replace(/[^0-9.]/g, ''))).toBeCloseTo(dueBefore - 500, 2);

      const paymentId = (check.json() as { paymentId: string }).paymentId;
      expect((await call('POST', `${payments}/${paymentId}/refund`, who.staff, { amountCents: 2_500, reason: 'Overpaid' })).statusCode).toBe(200);
      expect(await latest(who.rosaId, 'payment.refunded')).toMatchObject({
        summary: 'Refunded $25.00 of a $500.00 payment: Overpaid',
        before: 'Refunded $0.00',
        after: 'Refunded $25.00',
      });

      expect((await call('POST', `${arrangements}/contract/revisions`, who.staff)).statusCode).toBe(201);
      expect(await latest(who.rosaId, 'contract.revised')).toMatchObject({
        actor: { actingAs: 'STAFF' },
        before: 'Revision 1, signed',
        after: 'Revision 2, open',
      });
    });
  });
});
