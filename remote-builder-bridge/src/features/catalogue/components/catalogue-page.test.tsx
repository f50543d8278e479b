import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StaffCatalogue } from '@keepsake/shared/contract';
import { queryClient } from '@keepsake/shared/query';
import { keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import Studio from '../../../studio';

const STAFF = { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'staff' as const };

type Answer = { status?: number; body?: unknown };
function serve(route: (method: string, path: string, body: unknown) => Answer | undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const answer = route(method, path, body) ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status < 300, status, headers: { get: () => null }, text: async () => text } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const renderAt = (path: string) =>
  render(
    <Provider store={keepsakeStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="studio/*" element={<Studio />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

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
    keepsakeStore.set(sessionAtom, { status: 'authenticated', user: STAFF });
    const drafted: StaffCatalogue = {
      ...CATALOGUE,
      draftChanges: 1,
      categories: [{ ...CATALOGUE.categories[0]!, items: [{ ...CATALOGUE.categories[0]!.items[0]!, draftPriceCents: 7_500 }] }],
    };
    const calls = serve((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'PUT' && path === '/api/staff/catalogue/items/9') return { body: drafted };
      if (method === 'POST' && path === '/api/staff/catalogue/publish')
        return { status: 201, body: { ...CATALOGUE, revision: { ...CATALOGUE.revision, revisionId: 4 } } };
      return undefined;
    });
    renderAt('/studio/catalogue');
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
