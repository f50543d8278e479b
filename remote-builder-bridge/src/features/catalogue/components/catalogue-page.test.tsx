import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffCatalogue } from '@keepsake/shared/contract';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi } from '../../../testing/studio-api';

const STAFF = { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'staff' as const };

const CATALOGUE: StaffCatalogue = {
  revision: { revisionId: 3, effectiveDate: '2026-01-01', publishedAt: null },
  draftChanges: 0,
  categories: [
    {
      id: 5,
      name: 'Stationery and keepsakes',
      kind: 'MERCHANDISE',
      position: 1,
      displayForFamily: true,
      items: [
        {
          id: 9,
          categoryId: 5,
          name: 'Register book',
          description: '',
          priceCents: 6_500,
          draftPriceCents: null,
          taxable: true,
          imageUrl: null,
          imageAlt: '',
          active: true,
        },
      ],
    },
  ],
  packages: [],
};

describe('the price list desk', () => {
  beforeEach(() => queryClient.clear());

  it('drafts a raised price and publishes it as a new revision', async () => {
    const drafted: StaffCatalogue = {
      ...CATALOGUE,
      draftChanges: 1,
      categories: [{ ...CATALOGUE.categories[0]!, items: [{ ...CATALOGUE.categories[0]!.items[0]!, draftPriceCents: 7_500 }] }],
    };
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'PUT' && path === '/api/staff/catalogue/items/9') return { body: drafted };
      if (method === 'POST' && path === '/api/staff/catalogue/publish')
        return { status: 201, body: { ...CATALOGUE, revision: { ...CATALOGUE.revision, revisionId: 4 } } };
      return undefined;
    });
    renderStudioAt('/studio/catalogue', { user: STAFF });
    const price = await screen.findByLabelText(/^New price of Register book/);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await userEvent.clear(price);
    await userEvent.type(price, 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Please enter an amount like 25.00')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('$65.00 now; $75.00 once published.')).toBeInTheDocument();
    expect((calls.find((call) => call.method === 'PUT')?.body as { priceCents: number }).priceCents).toBe(7_500);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Revision 4/)).toBeInTheDocument();
  });
});
