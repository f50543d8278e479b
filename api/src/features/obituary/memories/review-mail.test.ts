import { eq, like } from 'drizzle-orm';
import { wallCommentListSchema } from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../../seed/willowbrook-site';
import { callAs, signedInApp } from '../../../testing/family-sign-in';
import { DEMO_HOST } from '../../../testing/test-app';
import { recentMail } from '../../../lib/mailer';
import { caseObituaries } from '../../case-core/case-obituary-tables';
import { obituaries } from '../../case-core/obituary-tables';

// Issue 24 §5: "a memory awaits review" takes staff to where they review it — the case's review page in the
// Family Portal, which staff open for every case of their home — not to the public page that hides it.
describe('the memory-to-review mail', () => {
  const { t, who } = signedInApp();

  const db = () => t.app.database.db;
  const post = (obituaryId: number, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/memories`,
      headers: DEMO_HOST,
      payload: { authorName: 'Chen Wei', text },
      remoteAddress: `10.7.0.${text.length}`,
    });
  const lastMail = async () => (await recentMail(db(), WILLOWBROOK_SITE.id))[0]!;

  it('links a case’s memory to the review page, where staff show it', async () => {
    const [link] = await db().select({ obituaryId: caseObituaries.obituaryId }).from(caseObituaries).where(eq(caseObituaries.caseId, who.rosaId));
    const obituaryId = link!.obituaryId!;
    // The wall is moderated; the page must be public for a visitor to write on it.
    await db().update(obituaries).set({ published: true, wallModeration: 'APPROVAL' }).where(eq(obituaries.id, obituaryId));
    expect((await post(obituaryId, 'She taught the whole street to bake bread.')).statusCode).toBe(201);
    const mail = await lastMail();
    expect(mail.subject).toContain('waits for review');
    const reviewPath = `/family-portal/${who.rosaId}/rosa-ines-morales/review-wall-comments`;
    expect(mail.links[0]).toMatch(new RegExp(`${reviewPath}$`));
    expect(mail.body).toContain(mail.links[0]);

    // What that page reads and writes answers the staff member who opens it.
    const call = callAs(t.app);
    const waiting = wallCommentListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/waiting`, who.staff)).json());
    const memory = waiting.items.find((item) => item.text === 'She taught the whole street to bake bread.')!;
    const shown = await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${memory.id}`, who.staff, { status: 'shown' });
    expect(shown.statusCode).toBe(200);
  });

  it('links a memory on the home’s own obituary (no case, no review page) to its public page', async () => {
    const [walter] = await db().select({ id: obituaries.id }).from(obituaries).where(like(obituaries.fullName, 'Walter%Okafor'));
    expect((await post(walter!.id, 'A kind and patient teacher of chess.')).statusCode).toBe(201);
    expect((await lastMail()).links[0]).toMatch(new RegExp(`/obituaries/${walter!.id}$`));
  });
});
