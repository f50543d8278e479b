import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@keepsake/shared/query';
import { CATALOGUE, fieldError } from './catalogue-fixtures.test-utils';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const form = (id: string) => document.getElementById(id) as HTMLFormElement;
const RETIRED = { ...CATALOGUE, packages: [{ ...CATALOGUE.packages[0]!, retired: true }] };

describe('the packages desk', () => {
  beforeEach(() => queryClient.clear());

  it('edits a package: its price, which line the family may leave out and the credit', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'PUT' && path === '/api/staff/catalogue/packages/2') return { body: CATALOGUE };
      return undefined;
    });
    renderStudioAt('/studio/catalogue/packages', { user: STAFF });
    await userEvent.click(await screen.findByText('Edit Traditional burial'));
    const edit = within(form('package-2'));
    // Existing lines keep their item (or the family's choice): named, not chosen again.
    expect(edit.getByText('Line 2: Casket (the family chooses)')).toBeInTheDocument();
    const price = edit.getByLabelText(/^Package price in dollars/);
    await userEvent.clear(price);
    await userEvent.type(price, '8500');
    const [hearse] = edit.getAllByLabelText('The family may leave it out');
    await userEvent.click(hearse!);
    const [credit] = edit.getAllByLabelText(/^Credit when left out/);
    await userEvent.clear(credit!);
    await userEvent.type(credit!, '350');
    await userEvent.click(edit.getByRole('button', { name: 'Save Traditional burial' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        category: 'Burial',
        name: 'Traditional burial',
        description: '',
        priceCents: 850_000,
        lines: [
          { id: 21, quantity: 1, mayLeaveOut: true, leaveOutCreditCents: 35_000, allowExtra: false },
          { id: 22, quantity: 1, mayLeaveOut: false, leaveOutCreditCents: 0, allowExtra: false },
        ],
      }),
    );
  });

  it('creates a package from items: a line without its item is refused inline, the API’s message too', async () => {
    let refused = false;
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'POST' && path === '/api/staff/catalogue/packages') {
        if (refused) return { status: 201, body: CATALOGUE };
        refused = true;
        return fieldError('lines.0.quantity', 'Please enter a number from 1 to 100');
      }
      return undefined;
    });
    renderStudioAt('/studio/catalogue/packages', { user: STAFF });
    await userEvent.click(await screen.findByText('Add a package'));
    const add = within(form('new-package'));
    await userEvent.type(add.getByLabelText(/^Package name/), 'Graveside service');
    await userEvent.type(add.getByLabelText(/^Package group/), 'Burial');
    await userEvent.type(add.getByLabelText(/^Package price in dollars/), '3000');
    await userEvent.click(add.getByRole('button', { name: 'Add package' }));
    expect(await add.findByText('Please choose an item')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.selectOptions(add.getByLabelText(/^Item/), '8');
    await userEvent.click(add.getByRole('button', { name: 'Add a line' }));
    expect(add.getByRole('group', { name: 'Line 2' })).toBeInTheDocument();
    await userEvent.click(add.getByRole('button', { name: 'Remove line 2' }));
    await userEvent.click(add.getByRole('button', { name: 'Add package' }));
    expect(await add.findByText('Please enter a number from 1 to 100')).toBeInTheDocument();
    expect(add.getByLabelText(/^Package name/)).toHaveValue('Graveside service');
    await userEvent.click(add.getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(add.getByLabelText(/^Package name/)).toHaveValue(''));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      category: 'Burial',
      name: 'Graveside service',
      description: '',
      priceCents: 300_000,
      lines: [{ itemId: 8, quantity: 1, mayLeaveOut: false, leaveOutCreditCents: 0, allowExtra: false }],
    });
  });

  it('retires a package and offers it again', async () => {
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/catalogue') return { body: CATALOGUE };
      if (method === 'POST' && path === '/api/staff/catalogue/packages/2/retire') return { body: (body as { retired: boolean }).retired ? RETIRED : CATALOGUE };
      return undefined;
    });
    renderStudioAt('/studio/catalogue/packages', { user: STAFF });
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Traditional burial' }));
    expect(await screen.findByRole('heading', { name: /Traditional burial · \$8,000\.00 · retired/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Offer Traditional burial again' }));
    await screen.findByRole('button', { name: 'Retire Traditional burial' });
    expect(calls.filter((call) => call.path.endsWith('/retire')).map((call) => call.body)).toEqual([{ retired: true }, { retired: false }]);
  });
});
