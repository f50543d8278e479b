import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Arrangement, Line } from '@keepsake/shared/contract/arrangement';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';
import { DESK_CASE } from '../../../testing/desk-case';

const BAGPIPER: Line = {
  id: 41,
  item: null,
  selector: null,
  variant: null,
  category: { id: 3, name: 'Services', kind: 'SERVICE' },
  name: 'Bagpiper',
  quantity: 1,
  fromPackage: false,
  amountCents: 0,
  complete: true,
  awaitingPrice: true,
};
const arrangement = (lines: Line[]): Arrangement => ({
  caseId: 8,
  packageId: 1,
  packageName: 'Traditional',
  status: 'OPEN',
  readOnly: false,
  hasPurchaser: true,
  categories: [{ itemCategory: { id: 3, name: 'Services', kind: 'SERVICE' }, position: 1, displayForFamily: true, lines }],
  totals: { packageCents: 0, itemsCents: 0, cashAdvanceCents: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 },
  problems: [],
});

describe('the selections staff price on the case page', () => {
  beforeEach(() => queryClient.clear());

  it('prices a line the family named: the form’s check, the API’s field message, then the line leaves the list', async () => {
    const calls = serveApi((method, path, body) => {
      if (path === '/api/staff/cases/8') return { body: DESK_CASE };
      if (method === 'GET' && path === '/api/family/arrangements/8') return { body: arrangement([BAGPIPER]) };
      if (method === 'PUT' && path === '/api/family/arrangements/8/lines/41/price') {
        if ((body as { priceCents: number }).priceCents > 500_000)
          return {
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: 'Too much', fieldErrors: { priceCents: 'That is more than we expected' } },
          };
        return { body: arrangement([{ ...BAGPIPER, awaitingPrice: false, amountCents: 15_000 }]) };
      }
      return undefined;
    });
    renderStudioAt('/studio/cases/8', {
      user: STAFF,
      context: { company: { name: 'Harborview' }, locations: [] } as unknown as RenderContext,
    });
    expect(await screen.findByRole('heading', { name: 'Selections to price' })).toBeInTheDocument();
    const price = screen.getByLabelText(/^Price of Bagpiper/);
    await userEvent.type(price, 'a lot');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Please enter an amount like 25.00')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(price);
    await userEvent.type(price, '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('That is more than we expected')).toBeInTheDocument();
    expect(price).toHaveValue('9000');

    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Selections to price' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ priceCents: 900_000 }, { priceCents: 15_000 }]);
  });

  it('shows nothing while no line waits for a price', async () => {
    serveApi((method, path) => {
      if (path === '/api/staff/cases/8') return { body: DESK_CASE };
      if (path === '/api/family/arrangements/8') return { body: arrangement([{ ...BAGPIPER, awaitingPrice: false }]) };
      return undefined;
    });
    renderStudioAt('/studio/cases/8', { user: STAFF });
    expect(await screen.findByRole('heading', { name: 'Walter Hughes' })).toBeInTheDocument();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('/api/family/arrangements/8'), expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Selections to price' })).not.toBeInTheDocument();
  });
});
