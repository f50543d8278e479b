import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IN_PERSON_CONSENT, inPersonNameMessage, type Contract, type Statement } from '@keepsake/shared/contract/arrangement';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../../testing/studio-api';
import { DESK_CASE } from '../../../../testing/desk-case';

// Issue 39 point 3: "Sign with the family now" — the purchaser reads the statement on the director's tablet, types
// their name and confirms; a name that is not theirs is refused at the field; once signed the page says how.
const CASE = DESK_CASE.id;
const STATEMENT: Statement = {
  caseId: CASE,
  templateRevisionId: 1,
  displayType: 'ITEMIZED',
  status: 'OPEN',
  packageName: 'Direct cremation',
  packagePriceCents: 249_500,
  lines: [
    {
      name: 'Certified copy of the death certificate',
      detail: null,
      category: 'Cash advance items',
      kind: 'CASH_ADVANCE',
      quantity: 5,
      amountCents: 12_500,
      includedInPackage: false,
      cashAdvance: true,
      requiredReason: 'Required by the state to settle the estate.',
    },
    {
      name: 'Basic services of funeral director and staff',
      detail: null,
      category: 'Professional services',
      kind: 'SERVICE',
      quantity: 1,
      amountCents: 0,
      includedInPackage: true,
      cashAdvance: false,
    },
  ],
  discounts: [{ id: 1, lineId: null, label: 'The whole statement', amountCents: 10_000, reason: 'Veteran family' }],
  totals: { packageCents: 249_500, itemsCents: 0, cashAdvanceCents: 12_500, discountCents: 10_000, subtotalCents: 252_000, taxCents: 0, totalCents: 252_000 },
  taxRateBasisPoints: 600,
  paidCents: 0,
  balanceCents: 252_000,
  signedAt: null,
  signedName: null,
};
const PURCHASER = {
  name: 'Ada Reyes',
  relationship: 'Daughter',
  line1: '1 Elm St',
  city: 'Alder Falls',
  region: 'VT',
  postalCode: '05901',
  phone: '(555) 201-7788',
  email: 'ada@example.com',
};
const CONTRACT: Contract = {
  caseId: CASE,
  status: 'FINISHED',
  purchaser: PURCHASER,
  details: null,
  signature: null,
  signedAt: null,
  templateRevisionId: 1,
  revision: 1,
  revisionOpenedAt: null,
};

describe('signing at the table', () => {
  beforeEach(() => queryClient.clear());

  it('shows the statement in large type, refuses another name at the field and shows the in-person signature', async () => {
    let statement = STATEMENT;
    const calls = serveApi((method, path, body) => {
      if (path === `/api/staff/cases/${CASE}`) return { body: DESK_CASE };
      if (path === `/api/family/cases/${CASE}/statement`) return { body: statement };
      if (path === `/api/family/arrangements/${CASE}/contract`) return { body: CONTRACT };
      if (path === '/api/family/arrangements/statement/template/1')
        return {
          body: {
            revisionId: 1,
            title: 'Statement of Funeral Goods and Services Selected',
            displayType: 'ITEMIZED',
            disclosures: ['Charges are only for those items that you selected or that are required.'],
            effectiveDate: '2026-01-01',
          },
        };
      if (method === 'POST' && path === `/api/family/arrangements/${CASE}/contract/sign-in-person`) {
        if ((body as { typedName: string }).typedName !== 'Ada Reyes')
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: inPersonNameMessage('Ada Reyes'),
              fieldErrors: { typedName: inPersonNameMessage('Ada Reyes') },
            },
          };
        const signing = {
          userId: null,
          accountName: null,
          typedName: 'Ada Reyes',
          signedAt: '2026-11-28T15:00:00.000Z',
          ip: '127.0.0.1',
          userAgent: 'tablet',
          contractRevision: 1,
          templateRevisionId: 1,
          inPerson: { staffUserId: 's1', staffName: 'Dana Staff' },
        };
        statement = { ...STATEMENT, status: 'SIGNED', signedAt: signing.signedAt, signedName: 'Ada Reyes', signing };
        return { body: { ...CONTRACT, status: 'SIGNED', signedAt: signing.signedAt, signing } };
      }
      return undefined;
    });
    renderStudioAt(`/studio/cases/${CASE}/arrangement/sign`, { user: STAFF });
    expect(await screen.findByRole('heading', { name: 'Statement of Funeral Goods and Services Selected' })).toBeInTheDocument();
    const advances = await screen.findByRole('region', { name: 'Cash advance items (paid to others on your behalf)' });
    expect(within(advances).getByText(/Certified copy of the death certificate × 5/)).toBeInTheDocument();
    expect(screen.getByText('In package')).toBeInTheDocument();
    // An item the law or a crematory requires says why, as on the portal's statement and the PDF (issue 39.5).
    expect(within(advances).getByText('Required by the state to settle the estate.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Veteran family')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Charges and balance' })).toHaveTextContent('Balance due$2,520.00');

    await userEvent.type(screen.getByLabelText(/Type your full name to sign/), 'Dana Staff');
    await userEvent.click(screen.getByLabelText(IN_PERSON_CONSENT));
    await userEvent.click(screen.getByRole('button', { name: 'Sign the statement' }));
    expect(await screen.findByText(inPersonNameMessage('Ada Reyes'))).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Type your full name to sign/));
    await userEvent.type(screen.getByLabelText(/Type your full name to sign/), 'Ada Reyes');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the statement' }));
    expect(await screen.findByRole('heading', { name: 'The statement is signed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Signed by Ada Reyes on .*, signed in person at the funeral home, with Dana Staff of the funeral home present\.$/,
    );
    expect(screen.getByText('A copy of the signed statement is on its way to ada@example.com.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { typedName: 'Dana Staff', consent: true },
      { typedName: 'Ada Reyes', consent: true },
    ]);
  });
});
