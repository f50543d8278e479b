import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract, ContractRevisionList, Statement } from '@keepsake/shared/contract/arrangement';
import { renderPortal } from '../../../render-portal';
import { ROSA, servePortal } from '../../../testing/portal-fixtures';

const casePath = `/family-portal/${ROSA.id}/${ROSA.nameSlug}`;
// With a discount the home gave at the table (issue 39): its own line and its own row of the charges.
const totals = {
  packageCents: 799_500,
  itemsCents: 6_500,
  cashAdvanceCents: 12_500,
  discountCents: 20_000,
  subtotalCents: 798_500,
  taxCents: 11_000,
  totalCents: 809_500,
};
const signed: Statement = {
  caseId: 7,
  templateRevisionId: 1,
  displayType: 'ITEMIZED',
  status: 'SIGNED',
  packageName: 'Traditional funeral with burial',
  packagePriceCents: 799_500,
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
    },
    {
      name: 'Crematory fee',
      detail: null,
      category: 'Professional services',
      kind: 'SERVICE',
      quantity: 1,
      amountCents: 0,
      includedInPackage: true,
      cashAdvance: false,
      requiredReason: 'Required by Alder Falls Crematory for every cremation it performs.',
    },
  ],
  discounts: [{ id: 1, lineId: null, label: 'The whole statement', amountCents: 20_000, reason: 'Veteran’s family' }],
  totals,
  taxRateBasisPoints: 600,
  paidCents: 0,
  balanceCents: 809_500,
  signedAt: '2026-11-23T10:00:00.000Z',
  signedName: 'Jordan Morales',
};
const contract: Contract = {
  caseId: 7,
  status: 'SIGNED',
  purchaser: null,
  details: null,
  signature: { typedName: 'Jordan Morales', consentAt: '2026-11-23T09:59:00.000Z' },
  signedAt: '2026-11-23T10:00:00.000Z',
  templateRevisionId: 1,
  revision: 1,
  revisionOpenedAt: null,
};
const template = {
  revisionId: 1,
  title: 'Statement of Funeral Goods and Services Selected',
  displayType: 'ITEMIZED',
  disclosures: ['Charges are only for items you selected.'],
  effectiveDate: '2026-01-01',
};

// The server's side: the statement, contract and revisions as they stand; staff opening a revision moves them on.
function serveStatement(access: 'PRIMARY' | 'STAFF') {
  let current = { statement: signed, contract, revisions: { current: 1, items: [] } as ContractRevisionList };
  const calls = servePortal(
    (method, url) => {
      const path = url.pathname;
      if (path === '/api/family/cases/7/statement') return { body: current.statement };
      if (path === '/api/family/arrangements/7/contract') return { body: current.contract };
      if (path === '/api/family/arrangements/statement/template/1') return { body: template };
      if (path === '/api/family/cases/7/payments') return { body: { items: [], totalCents: totals.totalCents, paidCents: 0, balanceCents: totals.totalCents } };
      if (path === '/api/family/arrangements/7/contract/revisions' && method === 'GET') return { body: current.revisions };
      if (path === '/api/family/arrangements/7/contract/revisions' && method === 'POST') {
        current = {
          statement: { ...signed, status: 'OPEN', signedAt: null, signedName: null },
          contract: { ...contract, status: 'OPEN', signature: null, signedAt: null, revision: 2, revisionOpenedAt: '2026-11-24T09:00:00.000Z' },
          revisions: {
            current: 2,
            items: [
              {
                revision: 1,
                signedAt: signed.signedAt!,
                signedName: 'Jordan Morales',
                totalCents: totals.totalCents,
                supersededAt: '2026-11-24T09:00:00.000Z',
              },
            ],
          },
        };
        return { status: 201, body: current.contract };
      }
      if (path === '/api/family/cases/7/statement/pdf') return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } };
      return undefined;
    },
    { ...ROSA, access },
  );
  return calls;
}

describe('statement page', () => {
  it('shows the task panel, the PDF link and, for the family, no way to reopen a signed contract', async () => {
    serveStatement('PRIMARY');
    renderPortal(`${casePath}/statement`);
    expect(await screen.findByRole('region', { name: 'Status and who has this task' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', '/api/family/cases/7/statement/pdf');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/Signed by/)).toHaveTextContent('Signed by Jordan Morales');
    // Issue 39.5: a required item says which requirement, beside it.
    expect(screen.getByRole('rowheader', { name: /Crematory fee/ })).toHaveTextContent('Required by Alder Falls Crematory for every cremation it performs.');
    expect(screen.queryByRole('button', { name: 'Open a new revision' })).toBeNull();
    // The discount: its own line with its reason, and its row in the charges before the subtotal.
    const discounts = screen.getByRole('table', { name: 'Discounts' });
    expect(within(discounts).getByRole('rowheader')).toHaveTextContent('Discount on the whole statementReason: Veteran’s family');
    expect(within(discounts).getByRole('row')).toHaveTextContent('-$200.00');
    const charges = screen.getByRole('table', { name: 'Charges' });
    expect(
      within(charges)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Package', 'Items and upgrades', 'Cash advance items', 'Discounts', 'Subtotal', 'Tax', 'Total']);
    // A download that fails says so, on the page.
    await userEvent.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be downloaded just now.');
  });

  it('lets staff open a revision in two steps; the family is then told to sign again and sees the earlier statement', async () => {
    const calls = serveStatement('STAFF');
    renderPortal(`${casePath}/statement`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open a new revision' }));
    const section = screen.getByRole('region', { name: 'Funeral home: revise this contract' });
    expect(within(section).getByText(/The signed statement is kept as it is/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Open revision 2' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/family/arrangements/7/contract/revisions')).toBe(true));
    expect(await screen.findByText(/The funeral home opened revision 2 of this contract on November 24, 2026/)).toBeInTheDocument();
    const earlier = await screen.findByRole('region', { name: 'Earlier signed statements' });
    expect(within(earlier).getByText(/Revision 1, signed by Jordan Morales/)).toBeInTheDocument();
    expect(within(earlier).getByRole('link', { name: 'Download revision 1 (PDF)' })).toHaveAttribute('href', '/api/family/cases/7/statement/pdf?revision=1');
    expect(screen.queryByRole('button', { name: 'Open a new revision' })).toBeNull();
  });
});
