import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Arrangement, ConferencePriceList, Line, PackageList } from '@keepsake/shared/contract/arrangement';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../../testing/studio-api';
import { DESK_CASE } from '../../../../testing/desk-case';

const CASE = DESK_CASE.id;
const BASE = `/api/family/arrangements/${CASE}`;
const REGISTER: Line = {
  id: 71,
  item: { id: 5, name: 'Register book', variantCount: 0, priceCents: 6_500 },
  selector: null,
  variant: null,
  category: { id: 3, name: 'Stationery and keepsakes', kind: 'MERCHANDISE' },
  name: null,
  quantity: 1,
  fromPackage: false,
  amountCents: 6_500,
  complete: true,
  quantityEditable: true,
};
const totals = (itemsCents: number, discountCents = 0) => ({
  packageCents: 0,
  itemsCents,
  cashAdvanceCents: 0,
  discountCents,
  subtotalCents: itemsCents - discountCents,
  taxCents: 0,
  totalCents: itemsCents - discountCents,
});
const arrangement = (lines: Line[], extra: Partial<Arrangement> = {}): Arrangement => ({
  caseId: CASE,
  packageId: null,
  packageName: null,
  status: 'OPEN',
  readOnly: false,
  hasPurchaser: false,
  categories: [{ itemCategory: { id: 3, name: 'Stationery and keepsakes', kind: 'MERCHANDISE' }, position: 50, displayForFamily: true, lines }],
  totals: totals(lines.reduce((sum, line) => sum + line.amountCents * line.quantity, 0)),
  problems: [],
  discounts: [],
  ...extra,
});
const PACKAGES: PackageList = {
  items: [
    {
      packageId: 9,
      category: 'Cremation',
      name: 'Direct cremation',
      description: '',
      priceCents: 249_500,
      itemsAloneCents: 300_000,
      includes: [],
      selected: false,
    },
  ],
};
const PRICE_LIST: ConferencePriceList = {
  templateRevisionId: 1,
  categories: [
    {
      id: 3,
      name: 'Stationery and keepsakes',
      kind: 'MERCHANDISE',
      displayForFamily: true,
      items: [{ id: 5, name: 'Register book', description: '', priceCents: 6_500, taxable: true, nonDeclinable: false, variants: [] }],
    },
    {
      id: 4,
      name: 'Cash advance items',
      kind: 'CASH_ADVANCE',
      displayForFamily: true,
      items: [
        { id: 6, name: 'Certified copy of the death certificate', description: '', priceCents: 2_500, taxable: false, nonDeclinable: false, variants: [] },
      ],
    },
    {
      id: 8,
      name: 'Funeral home arrangements',
      kind: 'SERVICE',
      displayForFamily: false,
      items: [
        { id: 7, name: 'Refrigeration after three days, per day', description: '', priceCents: 9_500, taxable: false, nonDeclinable: false, variants: [] },
      ],
    },
  ],
};

describe('the arrangement conference in the studio', () => {
  beforeEach(() => queryClient.clear());

  function serve(start: Arrangement) {
    let current = start;
    const calls = serveApi((method, path, body) => {
      if (path === `/api/staff/cases/${CASE}`) return { body: DESK_CASE };
      if (method === 'GET' && path === BASE) return { body: current };
      if (path === `${BASE}/packages`) return { body: PACKAGES };
      if (path === `${BASE}/price-list`) return { body: PRICE_LIST };
      if (path === `${BASE}/contract/changes`)
        return {
          body: current.readOnly
            ? { revision: 1, comparedWith: null, changes: [] }
            : { revision: 2, comparedWith: 1, changes: ['Added Register book × 1: $65.00'] },
        };
      if (method === 'POST' && path === `${BASE}/contract/revisions`) {
        current = arrangement([REGISTER]);
        return {
          status: 201,
          body: {
            caseId: CASE,
            status: 'OPEN',
            purchaser: null,
            details: null,
            signature: null,
            signedAt: null,
            templateRevisionId: 1,
            revision: 2,
            revisionOpenedAt: '2026-11-28T12:00:00.000Z',
          },
        };
      }
      if (method === 'POST' && path === `${BASE}/lines`) {
        current = arrangement([REGISTER]);
        return { status: 201, body: current };
      }
      if (method === 'PATCH' && path === `${BASE}/lines/71`) {
        current = arrangement([{ ...REGISTER, quantity: (body as { quantity: number }).quantity }]);
        return { body: current };
      }
      if (method === 'POST' && path === `${BASE}/discounts`) {
        const { amountCents, reason } = body as { amountCents: number; reason: string };
        if (amountCents > 6_500)
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Too much',
              fieldErrors: { amountCents: 'A discount cannot be more than this line’s price ($65.00).' },
            },
          };
        current = arrangement([REGISTER], {
          discounts: [{ id: 1, lineId: 71, label: 'Register book', amountCents, reason }],
          totals: totals(6_500, amountCents),
        });
        return { status: 201, body: current };
      }
      return undefined;
    });
    return calls;
  }

  it('is reached from the case page', async () => {
    serve(arrangement([]));
    renderStudioAt(`/studio/cases/${CASE}`, { user: STAFF });
    await userEvent.click(await screen.findByRole('link', { name: 'Make the arrangements' }));
    expect(await screen.findByRole('heading', { name: `Arrangements for ${DESK_CASE.fullName}` })).toBeInTheDocument();
  });

  it('adds from the whole price list (staff-only categories too), searched by name, with the keyboard', async () => {
    const calls = serve(arrangement([]));
    renderStudioAt(`/studio/cases/${CASE}/arrangement`, { user: STAFF });
    expect(await screen.findByText('Nothing is chosen yet. Choose a package, or add items from the price list below.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Funeral home arrangements (arranged by the home)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cash advance items (cash advance items)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search the price list'), 'register');
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Refrigeration after three days, per day' })).not.toBeInTheDocument();
    // Keyboard only: tab to the item's button and press Enter.
    screen.getByRole('button', { name: 'Add Register book' }).focus();
    await userEvent.keyboard('{Enter}');
    const row = await screen.findByRole('row', { name: /Register book/ });
    expect(within(row).getByText('$65.00')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === `${BASE}/lines`)?.body).toEqual({ itemId: 5, quantity: 1 });
    // How many: typed, saved with Enter.
    const quantity = within(row).getByLabelText('How many of Register book');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ quantity: 3 });
  });

  it('gives a line a discount only with a reason; the API’s limit lands on the amount; then it is its own line', async () => {
    const calls = serve(arrangement([REGISTER]));
    renderStudioAt(`/studio/cases/${CASE}/arrangement`, { user: STAFF });
    await userEvent.click(await screen.findByRole('button', { name: 'Discount Register book' }));
    const amount = screen.getByLabelText(/^Amount off Register book/);
    await userEvent.type(amount, '15');
    await userEvent.click(within(screen.getByRole('form', { name: 'Discount on Register book' })).getByRole('button', { name: 'Give discount' }));
    expect(await screen.findByText('Please give the reason for the discount.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === `${BASE}/discounts`)).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '70');
    await userEvent.type(screen.getByLabelText(/^Reason for the discount on Register book/), 'Damaged in shipping');
    await userEvent.click(within(screen.getByRole('form', { name: 'Discount on Register book' })).getByRole('button', { name: 'Give discount' }));
    expect(await screen.findByText('A discount cannot be more than this line’s price ($65.00).')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '15');
    await userEvent.click(within(screen.getByRole('form', { name: 'Discount on Register book' })).getByRole('button', { name: 'Give discount' }));
    const discountRow = await screen.findByRole('row', { name: /Discount on Register book/ });
    expect(within(discountRow).getByText('Reason: Damaged in shipping')).toBeInTheDocument();
    expect(within(discountRow).getByText('-$15.00')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${BASE}/discounts`).map((call) => call.body)).toEqual([
      { lineId: 71, amountCents: 7_000, reason: 'Damaged in shipping' },
      { lineId: 71, amountCents: 1_500, reason: 'Damaged in shipping' },
    ]);
    // The totals: the discount its own row, subtracted before the subtotal.
    const totalsSection = screen.getByRole('region', { name: 'Statement totals' });
    expect(within(totalsSection).getByText('Discounts').nextSibling).toHaveTextContent('-$15.00');
    expect(within(totalsSection).getByText('Total').nextSibling).toHaveTextContent('$50.00');
  });

  it('a signed statement is read only: a change opens a new revision, whose changes are listed', async () => {
    const calls = serve(arrangement([REGISTER], { status: 'SIGNED', readOnly: true }));
    renderStudioAt(`/studio/cases/${CASE}/arrangement`, { user: STAFF });
    expect(
      await screen.findByText('This statement is signed and never changes. To change the arrangement, open a new revision: the purchaser then signs it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add from the price list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Register book' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discount Register book' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Change the signed arrangement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open revision 2' }));
    expect(await screen.findByRole('heading', { name: 'What changed since revision 1' })).toBeInTheDocument();
    expect(screen.getByText('Added Register book × 1: $65.00')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add from the price list' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === `${BASE}/contract/revisions`)).toBe(true);
  });
});
