import { eq, like } from 'drizzle-orm';
import { staffNotificationSettingsSchema, taskListSchema } from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../seed/willowbrook-site';
import { DEMO_HELPER } from '../../seed/family-portal';
import { callAs, signedInApp } from '../../testing/family-sign-in';
import { prepareRosasContract, submitRosasContract } from '../../testing/signed-contract';
import { DEMO_HOST } from '../../testing/test-app';
import { user } from '../auth/tables';
import { recentMail } from '../../lib/mailer';
import { obituaries } from '../case-core/obituary-tables';
import { caseObituaries } from '../case-core/case-obituary-tables';

// Issue 24 §5: each notification reaches the outbox with a plain-text body and a link to its page; a staff
// member who turned one off does not get it.
const STAFF = 'staff@willowbrook.test';

describe('notifications by mail (issue 24 §5)', () => {
  const { t, who, call } = signedInApp();
  let all: Record<string, boolean>;

  beforeAll(async () => {
    all = staffNotificationSettingsSchema.parse((await callAs(t.app)('GET', '/api/staff/notifications', who.staff)).json()).notices;
  }, 120_000);
  const mailCount = async () => (await recentMail(t.app.database.db, WILLOWBROOK_SITE.id, 500)).length;
  // What `act` sent: the outbox's new rows.
  async function sent(act: () => Promise<unknown>) {
    const before = await mailCount();
    await act();
    const after = await recentMail(t.app.database.db, WILLOWBROOK_SITE.id, 500);
    return after.slice(0, after.length - before);
  }
  const turnOff = (notice: string) => call('PUT', '/api/staff/notifications', who.staff, { notices: { ...all, [notice]: false } });
  const turnAllOn = () => call('PUT', '/api/staff/notifications', who.staff, { notices: all });
  const tasks = async () => taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks?size=50`, who.family)).json()).items;

  it('tells a family member a task was given to them, with a link to the case', async () => {
    const [helper] = await t.app.database.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_HELPER.email));
    const task = (await tasks()).find((item) => !item.assignees.some((person) => person.id === helper!.id))!;
    const mails = await sent(() => call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/assign/${helper!.id}`, who.family));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: DEMO_HELPER.email });
    expect(mails[0]!.subject).toContain('gave you a task');
    expect(mails[0]!.links[0]).toMatch(new RegExp(`/family-portal/${who.rosaId}$`));
    expect(mails[0]!.body).toContain(mails[0]!.links[0]);
  });

  it('tells staff the family asked for changes (task, stationery, video, with the comment), unless turned off', async () => {
    const review = (await tasks()).find((item) => item.status === 'NEEDS_APPROVAL')!;
    const asked = await sent(() => call('POST', `/api/family/cases/${who.rosaId}/tasks/${review.id}/status/IN_PROGRESS`, who.family));
    expect(asked.map((mail) => mail.toAddress)).toEqual([STAFF]);
    expect(asked[0]!.subject).toContain('asked for changes');
    expect(asked[0]!.links[0]).toMatch(new RegExp(`/studio/cases/${who.rosaId}$`));

    const stationery = await sent(() =>
      call('POST', `/api/family/cases/${who.rosaId}/stationery/comment?itemType=memorial-folder&pageType=inside`, who.helper, { text: 'Add the reception.' }),
    );
    expect(stationery.map((mail) => mail.toAddress)).toEqual([STAFF]);
    expect(stationery[0]!.body).toContain('Add the reception.');

    await turnOff('CHANGES_REQUESTED');
    const silent = await sent(() => call('POST', `/api/family/cases/${who.rosaId}/video/comment`, who.helper, { text: 'Longer on this one', atSeconds: 7 }));
    expect(silent).toEqual([]);
    await turnAllOn();
    const video = await sent(() => call('POST', `/api/family/cases/${who.rosaId}/video/comment`, who.helper, { text: 'Slower here', atSeconds: 9 }));
    expect(video[0]!.body).toContain('Slower here');
  });

  it('tells staff a memory waits for review on a moderated wall, unless turned off', async () => {
    const [walter] = await t.app.database.db.select({ id: obituaries.id }).from(obituaries).where(like(obituaries.fullName, 'Walter%Okafor'));
    const post = (text: string) =>
      t.app.inject({ method: 'POST', url: `/api/web/obituaries/${walter!.id}/memories`, headers: DEMO_HOST, payload: { authorName: 'Chen Wei', text } });
    const mails = await sent(() => post('A kind and patient teacher of chess.'));
    expect(mails.map((mail) => mail.toAddress)).toEqual([STAFF]);
    expect(mails[0]!.subject).toContain('waits for review');
    await turnOff('MEMORY_REVIEW');
    expect(await sent(() => post('Another memory.'))).toEqual([]);
    await turnAllOn();
  });

  it('mails the primary contact as well as staff when a memory waits on their case’s wall (issue 43 point 6)', async () => {
    const [rosa] = await t.app.database.db.select({ obituaryId: caseObituaries.obituaryId }).from(caseObituaries).where(eq(caseObituaries.caseId, who.rosaId));
    // Rosa's page as if the family had approved it (published); its wall is moderated.
    await t.app.database.db.update(obituaries).set({ published: true }).where(eq(obituaries.id, rosa!.obituaryId!));
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/web/obituaries/${rosa!.obituaryId}/memories`,
        headers: DEMO_HOST,
        payload: { authorName: 'Ana Ruiz', text: 'She taught me to bake bread.' },
      });
    const mails = await sent(post);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['family@willowbrook.test', STAFF]);
    const family = mails.find((mail) => mail.toAddress !== STAFF)!;
    expect(family.subject).toContain('waits for review');
    expect(family.links[0]).toMatch(new RegExp(`/family-portal/${who.rosaId}/[a-z-]+/review-wall-comments$`));
    // The family's notice is not staff's to turn off, and has no staff footer.
    expect(family.body).not.toContain('/studio/notifications');
    await turnOff('MEMORY_REVIEW');
    expect((await sent(post)).map((mail) => mail.toAddress)).toEqual(['family@willowbrook.test']);
    await turnAllOn();
  });

  it('signed contract and payment: staff are told, the payer gets a receipt; a new revision tells the family', async () => {
    const { rosaId, family, staff } = who;
    await prepareRosasContract(t.app, who);

    const signed = await sent(() => submitRosasContract(t.app, who));
    expect(signed.map((mail) => mail.toAddress).sort()).toEqual(['family@willowbrook.test', STAFF]);
    expect(signed.find((mail) => mail.toAddress === STAFF)!.subject).toContain('signed the contract');

    const paid = await sent(() =>
      call('POST', `/api/family/cases/${rosaId}/payments`, family, {
        amountCents: 10_000,
        idempotencyKey: 'notify-payment-key-0001',
        paymentToken: 'tok_visa',
      }),
    );
    expect(paid.map((mail) => mail.toAddress).sort()).toEqual(['family@willowbrook.test', STAFF]);
    expect(paid.find((mail) => mail.toAddress === STAFF)!.subject).toContain('payment of $100.00 received');
    expect(paid.find((mail) => mail.toAddress !== STAFF)!.body).toContain('We received your payment of $100.00');

    await turnOff('PAYMENT_RECEIVED');
    const quiet = await sent(() =>
      call('POST', `/api/family/cases/${rosaId}/payments`, family, {
        amountCents: 10_000,
        idempotencyKey: 'notify-payment-key-0002',
        paymentToken: 'tok_visa',
      }),
    );
    // The receipt still goes: the family's notices are not the staff member's to turn off.
    expect(quiet.map((mail) => mail.toAddress)).toEqual(['family@willowbrook.test']);
    await turnAllOn();

    const revision = await sent(() => call('POST', `/api/family/arrangements/${rosaId}/contract/revisions`, staff));
    expect(revision.length).toBeGreaterThanOrEqual(1);
    expect(revision.every((mail) => mail.subject.includes('open for changes'))).toBe(true);
    expect(revision.map((mail) => mail.toAddress)).toContain('family@willowbrook.test');
  });
});
