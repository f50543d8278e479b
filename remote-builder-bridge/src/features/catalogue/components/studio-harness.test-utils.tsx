import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CatalogueItem, StaffCatalogue } from '@keepsake/shared/contract';
import { keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import Studio from '../../../studio';

// The catalogue pages' tests: the whole studio at a path, signed in as staff, over a scripted API.
const STAFF = { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'staff' as const };

export type Answer = { status?: number; body?: unknown };
export type Call = { method: string; path: string; body: unknown };

export function serve(route: (method: string, path: string, body: unknown) => Answer | undefined) {
  const calls: Call[] = [];
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

export function renderStudioAt(path: string) {
  keepsakeStore.set(sessionAtom, { status: 'authenticated', user: STAFF });
  return render(
    <Provider store={keepsakeStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="studio/*" element={<Studio />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

export const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message: `Please check the form: ${field} (${message}).`, fieldErrors: { [field]: message } },
});

export const REGISTER: CatalogueItem = {
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
};

export const CATALOGUE: StaffCatalogue = {
  revision: { revisionId: 3, effectiveDate: '2026-01-01', publishedAt: null },
  draftChanges: 0,
  categories: [
    {
      id: 4,
      name: 'Services',
      kind: 'SERVICE',
      position: 1,
      displayForFamily: true,
      items: [{ ...REGISTER, id: 8, categoryId: 4, name: 'Hearse', priceCents: 35_000, taxable: false }],
    },
    { id: 5, name: 'Stationery and keepsakes', kind: 'MERCHANDISE', position: 2, displayForFamily: true, items: [REGISTER] },
  ],
  packages: [
    {
      id: 2,
      category: 'Burial',
      name: 'Traditional burial',
      description: '',
      priceCents: 800_000,
      draftPriceCents: null,
      retired: false,
      lines: [
        { id: 21, itemId: 8, selectorId: null, name: 'Hearse', quantity: 1, mayLeaveOut: false, leaveOutCreditCents: 0, allowExtra: false },
        {
          id: 22,
          itemId: null,
          selectorId: 3,
          name: 'Casket (the family chooses)',
          quantity: 1,
          mayLeaveOut: false,
          leaveOutCreditCents: 0,
          allowExtra: false,
        },
      ],
    },
  ],
};
