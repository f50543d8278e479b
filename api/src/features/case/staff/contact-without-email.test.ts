// Issue 36.5: a case opened for a family reached by phone only. No invitation and no mail until they give
// an email; staff invite them from the case page then, and they join and work as any primary contact.
import { acceptResultSchema, caseHistorySchema, CONTACT_NEEDED, deskCaseDetailSchema } from '@keepsake/shared/contract';
import { recentMail } from '../../../lib/mailer';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';

describe('a primary contact without an email (issue 36.5)', () => {
  const { t, who, call } = signedInApp();
  const BY_PHONE = {
    fullName: 'Ada Phonecall',
    birthDate: '1931-05-04',
    deathDate: '2026-11-25',
    locationId: '',
    kind: 'AT_NEED',
    contactName: 'Ben Phonecall',
    contactEmail: '',
    contactRelationship: 'Son',
    contactPhone: '(555) 010-2233',
  };

  it('needs an email or a phone, with the field’s message', async () => {
    const bad = expectError(await call('POST', '/api/staff/cases', who.staff, { ...BY_PHONE, contactPhone: '' }), 400);
    expect(bad.fieldErrors?.contactEmail).toBe(CONTACT_NEEDED);
    expect(expectError(await call('POST', '/api/staff/cases', who.staff, { ...BY_PHONE, contactEmail: 'ben@' }), 400).fieldErrors?.contactEmail).toBe(
      'Please enter a valid email address',
    );
  });

  it('opens the case with no invitation and no mail, then staff invite the contact, who joins', async () => {
    const mailsBefore = (await recentMail(t.app.database.db, 'site-willowbrook')).length;
    const response = await call('POST', '/api/staff/cases', who.staff, BY_PHONE);
    expect(response.statusCode).toBe(201);
    const created = deskCaseDetailSchema.parse(response.json());
    expect(created).toMatchObject({
      invitations: [],
      members: [],
      contactPhone: '(555) 010-2233',
      contactWithoutEmail: { name: 'Ben Phonecall', relationship: 'Son' },
    });
    expect(await recentMail(t.app.database.db, 'site-willowbrook')).toHaveLength(mailsBefore);
    const history = caseHistorySchema.parse((await call('GET', `/api/staff/cases/${created.id}/history`, who.staff)).json());
    expect(history.items.map((item) => item.kind)).toEqual(['case.contact-recorded', 'case.created']);
    expect(history.items[0]!.summary).toBe('Took Ben Phonecall (Son) as the primary contact by phone, (555) 010-2233: no email, not invited yet');

    // The invitation later, from the case page: only whoever leads the case; another home never finds it.
    const invite = { email: 'ben@example.com', name: 'Ben Phonecall', relationship: 'Son', role: 'PRIMARY' };
    expectError(await call('POST', `/api/family/cases/${created.id}/invite`, who.otherSite, invite, SECOND_HOST), 404);
    expectError(await call('POST', `/api/family/cases/${created.id}/invite`, who.family, invite), 404);
    expect((await call('POST', `/api/family/cases/${created.id}/invite`, who.staff, invite)).statusCode).toBe(201);
    const invited = deskCaseDetailSchema.parse((await call('GET', `/api/staff/cases/${created.id}`, who.staff)).json());
    expect(invited.contactWithoutEmail).toBeNull();
    expect(invited.invitations).toEqual([expect.objectContaining({ email: 'ben@example.com', role: 'PRIMARY' })]);

    const [mail] = (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === 'ben@example.com');
    const token = mail!.links[0]!.split('/').pop()!;
    const signUp = await call('POST', '/api/family/signup', undefined, { token, name: 'Ben Phonecall', password: 'ben-long-password' });
    expect(signUp.statusCode).toBe(201);
    expect(acceptResultSchema.parse(signUp.json()).caseId).toBe(created.id);
    const joined = deskCaseDetailSchema.parse((await call('GET', `/api/staff/cases/${created.id}`, who.staff)).json());
    expect(joined.members).toEqual([expect.objectContaining({ name: 'Ben Phonecall', role: 'PRIMARY', relationship: 'Son' })]);
    expect(joined.contactWithoutEmail).toBeNull();
  });
});
