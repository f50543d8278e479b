import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { arrangementSchema, contractSchema, variantListSchema, type Contract } from '@keepsake/shared/contract';
import { arrItems } from '../features/arrangement/tables';
import { callAs, type FamilySignIns } from './family-sign-in';

// The demo case's contract brought to signing, which the staff payment, price-list and notification tests
// all start from (one copy here, so a change to the arrangement flow is made once).

/** The purchaser the family names on Rosa's contract: name, relationship, address, phone and email. */
export const PURCHASER = {
  name: 'Jordan Morales',
  relationship: 'Son',
  line1: '14 Maple Row',
  city: 'Alder Falls',
  region: 'VT',
  postalCode: '05901',
  phone: '(555) 201-7788',
  email: 'jordan@example.com',
};

type Who = Pick<FamilySignIns, 'family' | 'staff' | 'rosaId'>;

/**
 * Rosa's contract ready to submit: staff price the lines awaiting a price, the family picks the steel casket's
 * first finish for the selector line, names the purchaser, finishes and types the signature.
 */
export async function prepareRosasContract(app: FastifyInstance, { family, staff, rosaId }: Who, purchaser = PURCHASER): Promise<void> {
  const call = callAs(app);
  const value = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${rosaId}`, family)).json());
  const lines = value.categories.flatMap((category) => category.lines);
  for (const line of lines.filter((entry) => entry.awaitingPrice))
    await call('PUT', `/api/family/arrangements/${rosaId}/lines/${line.id}/price`, staff, { priceCents: 20_000 });
  const steel = (await app.database.db.select().from(arrItems).where(eq(arrItems.name, 'Alder 18-gauge steel casket')))[0]!.id;
  const variants = variantListSchema.parse((await call('GET', `/api/family/arrangements/items/${steel}/variants`, family)).json()).items;
  await call('PATCH', `/api/family/arrangements/${rosaId}/lines/${lines.find((entry) => entry.selector)!.id}`, family, {
    itemId: steel,
    variantId: variants[0]!.id,
  });
  await call('POST', `/api/family/arrangements/${rosaId}/contract/details`, family, { purchaser });
  await call('POST', `/api/family/arrangements/${rosaId}/finish`, family);
  await call('POST', `/api/family/arrangements/${rosaId}/contract/details`, family, { signature: { typedName: purchaser.name, consent: true } });
}

/** The family submits the prepared contract; the answer is the contract, which must come back signed. */
export async function submitRosasContract(app: FastifyInstance, { family, rosaId }: Who): Promise<Contract> {
  const contract = contractSchema.parse((await callAs(app)('POST', `/api/family/arrangements/${rosaId}/contract/submit`, family)).json());
  expect(contract.status).toBe('SIGNED');
  return contract;
}

/** Rosa's contract prepared and signed. */
export async function signRosasContract(app: FastifyInstance, who: Who, purchaser = PURCHASER): Promise<Contract> {
  await prepareRosasContract(app, who, purchaser);
  return submitRosasContract(app, who);
}
