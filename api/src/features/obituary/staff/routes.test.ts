import { deskObituarySchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';

describe('staff publish and unpublish a case’s obituary (issue 24)', () => {
  const { who, call } = signedInApp();

  it('publishes only the family’s approved text, unpublishes it, and checks who asks', async () => {
    const url = `/api/staff/cases/${who.haroldId}/obituary`;
    expect(deskObituarySchema.parse((await call('GET', url, who.staff)).json())).toEqual({ textStatus: 'DRAFT', published: false, publicPath: null });
    expectError(await call('POST', `${url}/publish`, who.staff), 409);
    expectError(await call('POST', `${url}/unpublish`, who.staff), 409);
    expectError(await call('GET', url, who.otherFamily), 403);
    expectError(await call('POST', `${url}/publish`, who.otherFamily), 403);
    expectError(await call('GET', url, who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('GET', '/api/staff/cases/0x1/obituary', who.staff), 404);

    // The family writes and approves: the page is public.
    const family = `/api/family/cases/${who.haroldId}/obituary`;
    expect((await call('POST', family, who.otherFamily, { text: 'Harold loved the river.', revision: 0 })).statusCode).toBe(200);
    expect((await call('POST', `${family}/approve`, who.otherFamily)).statusCode).toBe(200);
    const shown = deskObituarySchema.parse((await call('GET', url, who.staff)).json());
    expect(shown).toMatchObject({ textStatus: 'APPROVED', published: true });
    const obituaryId = shown.publicPath!.split('/')[2];
    expect((await call('GET', `/api/web/obituaries/${obituaryId}`)).statusCode).toBe(200);

    const hidden = deskObituarySchema.parse((await call('POST', `${url}/unpublish`, who.staff)).json());
    expect(hidden.published).toBe(false);
    expect((await call('GET', `/api/web/obituaries/${obituaryId}`)).statusCode).toBe(404);
    expectError(await call('POST', `${url}/unpublish`, who.otherSite, undefined, SECOND_HOST), 404);
    expect(deskObituarySchema.parse((await call('POST', `${url}/publish`, who.staff)).json()).published).toBe(true);
    expect((await call('GET', `/api/web/obituaries/${obituaryId}`)).statusCode).toBe(200);
  });
});
