import { caseDetailSchema, caseDetailsSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';

// Issue 24 §6: the add-details page's one Save (PUT case-details): every changed group, all or nothing.
describe('saving the add-details page at once', () => {
  const { who, call } = signedInApp();
  const put = (payload: unknown, token: string | null = who.family, caseId = who.rosaId, host?: Record<string, string>) =>
    call('PUT', `/api/family/cases/${caseId}/case-details`, token ?? undefined, payload, host);
  const read = async () => caseDetailsSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/case-details`, who.family)).json());

  it('saves every group sent in one call, and the case follows the dates', async () => {
    const response = await put({
      groups: {
        birth: { birthDate: '1941-03-15', birthPlace: 'Ponce' },
        work: { occupation: 'Teacher', employer: 'Alder Falls Elementary', career: '' },
      },
    });
    expect(response.statusCode).toBe(200);
    const saved = caseDetailsSchema.parse(response.json());
    expect(saved.groups.birth).toEqual({ birthDate: '1941-03-15', birthPlace: 'Ponce' });
    expect(saved.groups.work).toEqual({ occupation: 'Teacher', employer: 'Alder Falls Elementary', career: '' });
    // The groups not sent keep what they had (the name still the case's own).
    expect(saved.groups.name).toEqual({ fullName: 'Rosa Inés Morales', preferredName: '' });
    expect(caseDetailSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}`, who.family)).json()).birthDate).toBe('1941-03-15');
    // A helper of the case may fill in details too, as with one group.
    expect((await put({ groups: { faith: { faith: 'Catholic', congregation: '' } } }, who.helper)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and the field messages, and saves nothing of that call', async () => {
    const before = await read();
    const bad = expectError(
      await put({ groups: { work: { occupation: 'Nurse', employer: '', career: '' }, birth: { birthDate: '1941-03-15', birthPlace: 'x'.repeat(121) } } }),
      400,
    );
    expect(bad.fieldErrors).toEqual({ 'groups.birth.birthPlace': 'Cannot exceed 120 characters' });
    expect((await read()).groups).toEqual(before.groups);
    expect(expectError(await put({ groups: { name: { fullName: '' } } }), 400).fieldErrors).toEqual({ 'groups.name.fullName': 'This field is required' });
    expect(expectError(await put({ groups: { birth: { birthDate: '15/03/1941' } } }), 400).fieldErrors?.['groups.birth.birthDate']).toBeTruthy();
    expectError(await put({ groups: {} }), 400);
    expectError(await put({ groups: { hobbies: { golf: 'yes' } } }), 400);
    expectError(await put({ groups: { faith: { faith: 'x', extra: 'y' } } }), 400);
  });

  it('refuses another case, another home and nobody', async () => {
    const body = { groups: { faith: { faith: 'Quaker', congregation: '' } } };
    expectError(await put(body, who.otherFamily), 404);
    expectError(await put(body, who.family, who.haroldId), 404);
    expectError(await put(body, who.otherSite, who.rosaId, SECOND_HOST), 404);
    expectError(await put(body, null), 401);
    expect((await read()).groups.faith?.faith).not.toBe('Quaker');
  });
});
