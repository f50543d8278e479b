import { arrangementSchema, contractSchema, memberListSchema, statementSchema, type Arrangement, type Line } from '@keepsake/shared/contract';
import { eq } from 'drizzle-orm';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { PURCHASER } from '../../testing/signed-contract';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';
import { arrItems, arrPackages } from './tables';

// Issue 25 point 6, a contract that holds up: duplicates and unpriced lines refused, leave out with its
// credit, quantities where the item allows, the signer bound to the account (and the one the primary
// contact names), the signing record, the home's countersignature; a tampered total is ignored.

describe('a contract that holds up', () => {
  const { t, who, call } = signedInApp();

  const url = (rest: string) => `/api/family/arrangements/${who.rosaId}${rest}`;
  const arrangement = async () => arrangementSchema.parse((await call('GET', url(''), who.family)).json());
  const lines = (value: Arrangement): Line[] => value.categories.flatMap((category) => category.lines);
  const line = async (match: (entry: Line) => boolean) => lines(await arrangement()).find(match)!;
  const itemId = async (name: string) => (await t.app.database.db.select().from(arrItems).where(eq(arrItems.name, name)))[0]!.id;

  it('a priced duplicate of an included item is refused at finishing', async () => {
    const hearse = await itemId('Hearse');
    const added = arrangementSchema.parse((await call('POST', url('/lines'), who.family, { itemId: hearse })).json());
    const duplicate = lines(added).find((entry) => entry.item?.id === hearse && !entry.fromPackage)!;
    expect(duplicate).toMatchObject({ duplicateOfIncluded: true, amountCents: 35_000 });
    expect(added.problems.map((problem) => problem.code)).toContain('DUPLICATE_OF_INCLUDED');
    const refused = expectError(await call('POST', url('/finish'), who.family), 409);
    expect(refused.fieldErrors?.selections).toMatch(/already includes this item/);
    const removed = arrangementSchema.parse((await call('DELETE', url(`/items/${duplicate.id}`), who.family)).json());
    expect(removed.problems.map((problem) => problem.code)).not.toContain('DUPLICATE_OF_INCLUDED');
  });

  it('leaves out what the package allows, with its credit; refuses the rest', async () => {
    const before = await arrangement();
    const embalming = lines(before).find((entry) => entry.item?.name === 'Embalming')!;
    expect(embalming).toMatchObject({ mayLeaveOut: true, leaveOutCreditCents: 69_500, leftOut: false });
    const after = arrangementSchema.parse((await call('PATCH', url(`/lines/${embalming.id}`), who.family, { leftOut: true })).json());
    expect(lines(after).find((entry) => entry.id === embalming.id)).toMatchObject({ leftOut: true, amountCents: -69_500 });
    // Embalming is a service (untaxed): the total falls by the credit exactly.
    expect(after.totals.totalCents).toBe(before.totals.totalCents - 69_500);
    const hearse = lines(before).find((entry) => entry.item?.name === 'Hearse' && entry.fromPackage)!;
    const refused = expectError(await call('PATCH', url(`/lines/${hearse.id}`), who.family, { leftOut: true }), 409);
    expect(refused.fieldErrors).toEqual({ leftOut: 'The package does not let you leave this out.' });
    expectError(await call('PATCH', url(`/lines/${embalming.id}`), who.otherFamily, { leftOut: false }), 404);
    const back = arrangementSchema.parse((await call('PATCH', url(`/lines/${embalming.id}`), who.family, { leftOut: false })).json());
    expect(back.totals.totalCents).toBe(before.totals.totalCents);
    expectError(await call('PATCH', url(`/lines/${embalming.id}`), who.family, { leftOut: 'yes' }), 400);
  });

  it('changes the quantity only where the item allows it, extra copies at the unit price', async () => {
    const hearse = await line((entry) => entry.item?.name === 'Hearse' && entry.fromPackage);
    expect(hearse.quantityEditable).toBe(false);
    expectError(await call('PATCH', url(`/lines/${hearse.id}`), who.family, { quantity: 2 }), 409);
    await t.app.database.db.update(arrItems).set({ quantityEditable: true }).where(eq(arrItems.name, 'Hearse'));
    const value = arrangementSchema.parse((await call('PATCH', url(`/lines/${hearse.id}`), who.family, { quantity: 2 })).json());
    expect(lines(value).find((entry) => entry.id === hearse.id)).toMatchObject({ quantity: 2, amountCents: 35_000, quantityEditable: true });
    arrangementSchema.parse((await call('PATCH', url(`/lines/${hearse.id}`), who.family, { quantity: 1 })).json());
    const certificates = await line((entry) => entry.item?.name === 'Certified copy of the death certificate');
    const more = arrangementSchema.parse((await call('PATCH', url(`/lines/${certificates.id}`), who.family, { quantity: 8 })).json());
    expect(lines(more).find((entry) => entry.id === certificates.id)).toMatchObject({ quantity: 8, amountCents: 20_000 });
  });

  it('renaming a priced free line sends it back to the funeral home for a price', async () => {
    const piper = await line((entry) => entry.name === 'Bagpiper at the committal');
    arrangementSchema.parse((await call('PUT', url(`/lines/${piper.id}/price`), who.staff, { priceCents: 30_000 })).json());
    const renamed = arrangementSchema.parse((await call('PATCH', url(`/lines/${piper.id}`), who.family, { name: 'Spray of roses' })).json());
    expect(lines(renamed).find((entry) => entry.id === piper.id)).toMatchObject({ awaitingPrice: true, amountCents: 0 });
    arrangementSchema.parse((await call('PUT', url(`/lines/${piper.id}/price`), who.staff, { priceCents: 18_500 })).json());
  });

  it('the primary contact names who signs; only a member, and only the primary contact', async () => {
    const members = memberListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/members`, who.family)).json()).items;
    const elena = members.find((member) => member.name === 'Elena Morales')!;
    expectError(await call('POST', url('/contract/signer'), who.helper, { userId: elena.userId }), 403);
    expectError(await call('POST', url('/contract/signer'), who.staff, { userId: elena.userId }), 403);
    expectError(await call('POST', url('/contract/signer'), who.otherFamily, { userId: elena.userId }), 404);
    expectError(await call('POST', url('/contract/signer'), who.otherSite, { userId: elena.userId }, SECOND_HOST), 404);
    const stranger = expectError(await call('POST', url('/contract/signer'), who.family, { userId: 'not-a-member' }), 400);
    expect(stranger.fieldErrors).toEqual({ userId: 'This person is not a member of the case.' });
    expectError(await call('POST', url('/contract/signer'), who.family, {}), 400);
    const named = contractSchema.parse((await call('POST', url('/contract/signer'), who.family, { userId: elena.userId })).json());
    expect(named.signerUserId).toBe(elena.userId);
  });

  it('countersigning waits for the family’s signature', async () => {
    expectError(await call('POST', url('/contract/countersign'), who.staff, { name: 'Dana Whitfield', licenceNumber: 'FD-4471' }), 409);
  });

  it('only the named signer signs, with their own name; the record keeps who, when, IP, agent and revisions', async () => {
    const casket = await line((entry) => entry.selector !== null);
    const steel = await itemId('Alder 18-gauge steel casket');
    const variants = (await call('GET', `/api/family/arrangements/items/${steel}/variants`, who.family)).json() as { items: { id: number }[] };
    await call('PATCH', url(`/lines/${casket.id}`), who.family, { itemId: steel, variantId: variants.items[0]!.id });
    expect((await call('POST', url('/contract/details'), who.family, { purchaser: PURCHASER })).statusCode).toBe(200);
    expect(arrangementSchema.parse((await call('POST', url('/finish'), who.family)).json()).status).toBe('FINISHED');
    // Jordan is no longer the signer: his own name does not sign.
    expectError(await call('POST', url('/contract/details'), who.family, { signature: { typedName: 'Jordan Morales', consent: true } }), 403);
    expect(
      expectError(await call('POST', url('/contract/details'), who.helper, { signature: { typedName: 'Jordan Morales', consent: true } }), 400).fieldErrors,
    ).toEqual({ 'signature.typedName': 'Please type your name as it is on your account: Elena Morales.' });
    contractSchema.parse((await call('POST', url('/contract/details'), who.helper, { signature: { typedName: '  elena   MORALES ', consent: true } })).json());
    expectError(await call('POST', url('/contract/submit'), who.family), 403);
    const live = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
    // A tampered total in the body is ignored: the API prices the statement itself.
    const response = await t.app.inject({
      method: 'POST',
      url: url('/contract/submit'),
      headers: { ...DEMO_HOST, authorization: `Bearer ${who.helper}`, 'user-agent': 'KeepsakeTest/1.0' },
      payload: { totals: { totalCents: 1 }, totalCents: 1 },
    });
    expect(response.statusCode).toBe(200);
    const signed = contractSchema.parse(response.json());
    expect(signed.status).toBe('SIGNED');
    expect(signed.binding).toBe(false);
    expect(signed.signing).toMatchObject({
      accountName: 'Elena Morales',
      typedName: 'elena   MORALES',
      userAgent: 'KeepsakeTest/1.0',
      contractRevision: 1,
      templateRevisionId: live.templateRevisionId,
    });
    expect(signed.signing?.ip).toBeTruthy();
    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
    expect(statement.totals).toEqual(live.totals);
    expect(statement.signing?.userAgent).toBe('KeepsakeTest/1.0');
  });

  it('a new price on the list does not touch the signed statement', async () => {
    const before = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
    await t.app.database.db.update(arrPackages).set({ priceCents: 100 }).where(eq(arrPackages.name, 'Traditional funeral with burial'));
    await t.app.database.db.update(arrItems).set({ priceCents: 1 }).where(eq(arrItems.name, 'Embalming'));
    const after = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
    expect(after.totals).toEqual(before.totals);
    expect(after.lines).toEqual(before.lines);
  });

  it('the home’s representative countersigns once; only staff of this home', async () => {
    const body = { name: 'Dana Whitfield', licenceNumber: 'FD-4471' };
    expectError(await call('POST', url('/contract/countersign'), undefined, body), 401);
    expectError(await call('POST', url('/contract/countersign'), who.family, body), 403);
    expectError(await call('POST', url('/contract/countersign'), who.otherSite, body, SECOND_HOST), 404);
    expect(expectError(await call('POST', url('/contract/countersign'), who.staff, { name: 'Dana' }), 400).fieldErrors).toHaveProperty('licenceNumber');
    const contract = contractSchema.parse((await call('POST', url('/contract/countersign'), who.staff, body)).json());
    expect(contract).toMatchObject({ binding: true, countersignature: { name: 'Dana Whitfield', licenceNumber: 'FD-4471' } });
    expectError(await call('POST', url('/contract/countersign'), who.staff, body), 409);
    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.helper)).json());
    expect(statement.countersignature?.name).toBe('Dana Whitfield');
  });
});
