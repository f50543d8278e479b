import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffCatalogue } from '@keepsake/shared/contract/arrangement';
import { queryClient } from '@keepsake/shared/query';
import { CATALOGUE, fieldError, REGISTER } from './catalogue-fixtures.test-utils';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const withRegister = (changes: Partial<typeof REGISTER>, value: StaffCatalogue = CATALOGUE): StaffCatalogue => ({
  ...value,
  categories: value.categories.map((category) => ({ ...category, items: category.items.map((item) => (item.id === 9 ? { ...item, ...changes } : item)) })),
});
const form = (id: string) => document.getElementById(id) as HTMLFormElement;

describe('the price list desk', () => {
  beforeEach(() => queryClient.clear());

  it('edits every fact of an item: the price waits for a published revision', async () => {
    const drafted = { ...withRegister({ draftPriceCents: 7_500, description: 'Bound in linen' }), draftChanges: 1 };
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'PUT' && path === '/api/staff/catalogue/items/9') return { body: drafted };
      if (method === 'POST' && path === '/api/staff/catalogue/publish')
        return {
          status: 201,
          body: { ...CATALOGUE, revision: { ...CATALOGUE.revision, revisionId: 4 }, categories: withRegister({ priceCents: 7_500 }).categories },
        };
      return undefined;
    });
    renderStudioAt('/studio/catalogue', { user: STAFF });
    await userEvent.click(await screen.findByText('Edit Register book'));
    const edit = within(form('item-9'));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    const price = edit.getByLabelText(/^Price in dollars/);
    await userEvent.clear(price);
    await userEvent.type(price, 'ten');
    await userEvent.click(edit.getByRole('button', { name: 'Save Register book' }));
    expect(await edit.findByText('Please enter an amount like 25.00')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(price);
    await userEvent.type(price, '75');
    await userEvent.type(edit.getByLabelText(/^Description/), 'Bound in linen');
    // Issue 39.5: which law or requirement makes an item required, beside it for families.
    await userEvent.type(edit.getByLabelText(/^Required because/), 'Required by Alder Falls Cemetery.');
    await userEvent.type(edit.getByLabelText(/^Photo address/), '/media/register.jpg');
    await userEvent.click(edit.getByRole('button', { name: 'Save Register book' }));
    // A photo says what it shows: refused before it is sent, the typing kept.
    expect(await edit.findByText('Please describe the photo')).toBeInTheDocument();
    await userEvent.clear(edit.getByLabelText(/^Photo address/));
    await userEvent.click(edit.getByRole('button', { name: 'Save Register book' }));
    expect(await screen.findByText(/\$65\.00 now; \$75\.00 once published/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categoryId: 5,
      name: 'Register book',
      description: 'Bound in linen',
      priceCents: 7_500,
      taxable: true,
      imageUrl: '',
      imageAlt: '',
      active: true,
      requiredReason: 'Required by Alder Falls Cemetery.',
    });
    // Effective from the home's day, as the API gives it, whatever day the browser's own clock is on.
    expect(screen.getByLabelText(/^Effective date/)).toHaveValue('2026-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Revision 4/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/staff/catalogue/publish')?.body).toEqual({ effectiveDate: '2026-03-02' });
  });

  it('uploads a photo for an item: the address is filled and the new photo asks for its own description', async () => {
    const uploaded = '/api/media/site-willowbrook/0/3f2a1c9e-0000-4000-8000-000000000001-1600.webp';
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'POST' && path === '/api/web/builder/images')
        return { status: 201, body: { id: 'i1', src: uploaded, alt: '', width: 1600, height: 900, fileName: 'register.jpg' } };
      return undefined;
    });
    renderStudioAt('/studio/catalogue', { user: STAFF });
    await userEvent.click(await screen.findByText('Edit Register book'));
    const edit = within(form('item-9'));
    await userEvent.type(edit.getByLabelText(/^Photo description/), 'An old description');
    const file = new File(['jpeg bytes'], 'register.jpg', { type: 'image/jpeg' });
    await userEvent.upload(edit.getByLabelText('Upload a photo'), file);
    await waitFor(() => expect(edit.getByLabelText(/^Photo address/)).toHaveValue(uploaded));
    const alt = edit.getByLabelText(/^Photo description/);
    expect(alt).toHaveValue('');
    expect(alt).toHaveFocus();
    expect(edit.getByRole('status')).toHaveTextContent('Photo uploaded. Please describe what it shows.');
    const sent = calls.find((call) => call.path === '/api/web/builder/images')?.body as FormData;
    expect((sent.get('file') as File).name).toBe('register.jpg');
    // The preview carries the description as it is typed.
    await userEvent.type(alt, 'A linen-bound register book');
    expect(edit.getByRole('img', { name: 'A linen-bound register book' })).toHaveAttribute('src', uploaded);
  });

  it('adds an item to a category; the API’s message lands on its field, the typing kept', async () => {
    let refused = false;
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'POST' && path === '/api/staff/catalogue/items') {
        if (!refused) {
          refused = true;
          return fieldError('name', 'Please use at most 120 characters');
        }
        return {
          status: 201,
          body: withRegister(
            {},
            {
              ...CATALOGUE,
              categories: [
                CATALOGUE.categories[0]!,
                { ...CATALOGUE.categories[1]!, items: [REGISTER, { ...REGISTER, id: 10, name: 'Memorial candle', priceCents: 2_400 }] },
              ],
            },
          ),
        };
      }
      return undefined;
    });
    renderStudioAt('/studio/catalogue', { user: STAFF });
    await userEvent.click(await screen.findByText('Add an item to Stationery and keepsakes'));
    const add = within(form('new-item-5'));
    await userEvent.type(add.getByLabelText(/^Name/), 'Memorial candle');
    await userEvent.type(add.getByLabelText(/^Price in dollars/), '24');
    await userEvent.click(add.getByRole('button', { name: 'Add item' }));
    expect(await add.findByText('Please use at most 120 characters')).toBeInTheDocument();
    expect(add.getByLabelText(/^Name/)).toHaveValue('Memorial candle');
    await userEvent.click(add.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Memorial candle')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      categoryId: 5,
      name: 'Memorial candle',
      priceCents: 2_400,
      active: true,
    });
  });

  it('adds a category and reorders one, hidden from families', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (path.startsWith('/api/staff/catalogue/categories')) return { status: method === 'POST' ? 201 : 200, body: CATALOGUE };
      return undefined;
    });
    renderStudioAt('/studio/catalogue', { user: STAFF });
    await userEvent.click(await screen.findByText('Add a category'));
    const add = within(form('new-category'));
    expect(add.getByLabelText(/^Position/)).toHaveValue('3');
    await userEvent.type(add.getByLabelText(/^Category name/), 'Cash advance items');
    await userEvent.selectOptions(add.getByLabelText(/^Kind/), 'CASH_ADVANCE');
    await userEvent.click(add.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Cash advance items',
        kind: 'CASH_ADVANCE',
        position: 3,
        displayForFamily: true,
      }),
    );
    // The form is ready for the next one.
    await waitFor(() => expect(add.getByLabelText(/^Category name/)).toHaveValue(''));

    await userEvent.click(screen.getByText('Edit category Services'));
    const edit = within(form('category-form-4'));
    await userEvent.clear(edit.getByLabelText(/^Position/));
    await userEvent.type(edit.getByLabelText(/^Position/), '9');
    await userEvent.click(edit.getByLabelText('Shown to families'));
    await userEvent.click(edit.getByRole('button', { name: 'Save category Services' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/staff/catalogue/categories/4',
        body: { name: 'Services', kind: 'SERVICE', position: 9, displayForFamily: false },
      }),
    );
  });

  it('lists the past price lists with their dates and opens one, read-only, at its own prices (issue 36 §4)', async () => {
    const summary = (revisionId: number, effectiveDate: string, current: boolean, caseCount: number) => ({
      revisionId,
      effectiveDate,
      publishedAt: null,
      current,
      inEffect: current,
      caseCount,
    });
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'GET' && path === '/api/staff/catalogue/revisions')
        return { body: { revisions: [summary(3, '2026-01-01', true, 0), summary(2, '2025-06-01', false, 1)] } };
      if (method === 'GET' && path === '/api/staff/catalogue/revisions/2')
        return {
          body: {
            revision: summary(2, '2025-06-01', false, 1),
            categories: [
              {
                id: 5,
                name: 'Stationery and keepsakes',
                kind: 'MERCHANDISE',
                displayForFamily: true,
                items: [
                  { id: 9, name: 'Register book', description: '', priceCents: 5_500, taxable: true, nonDeclinable: false, requiredReason: null, variants: [] },
                ],
              },
            ],
            packages: [{ id: 1, name: 'Direct cremation', priceCents: 150_000 }],
          },
        };
      return undefined;
    });
    renderStudioAt('/studio/catalogue', { user: STAFF });
    await userEvent.click(await screen.findByRole('link', { name: 'Revisions' }));
    expect(await screen.findByText(/1 case keeps its prices/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Revision 2, effective June 1, 2025' }));
    expect(await screen.findByRole('heading', { name: 'Revision 2, effective June 1, 2025' })).toBeInTheDocument();
    expect(screen.getByText('Register book · $55.00')).toBeInTheDocument();
    expect(screen.getByText('Direct cremation · $1,500.00')).toBeInTheDocument();
    // Read-only: nothing to edit or publish here, and nothing but reads was sent.
    expect(screen.queryByRole('button', { name: /Save|Publish/ })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
