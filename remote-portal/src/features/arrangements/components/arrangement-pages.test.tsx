import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finishProblems, type Arrangement, type Line } from '@keepsake/shared/contract/arrangement';
import { renderPortal } from '../../../render-portal';
import { ROSA, routeTable, servePortal, type Handler } from '../../../testing/portal-fixtures';

const casePath = `/family-portal/${ROSA.id}/${ROSA.nameSlug}`;

const category = (id: number, name: string, kind: 'SERVICE' | 'MERCHANDISE' | 'CASH_ADVANCE') => ({ id, name, kind });
const line = (overrides: Partial<Line> & { id: number }): Line => ({
  item: null,
  selector: null,
  variant: null,
  category: category(1, 'Professional services', 'SERVICE'),
  name: null,
  quantity: 1,
  fromPackage: true,
  amountCents: 0,
  complete: true,
  ...overrides,
});

function arrangementOf(lines: Line[], { packageId = 3 as number | null, hasPurchaser = false, status = 'OPEN' as Arrangement['status'] } = {}): Arrangement {
  const byCategory = new Map<number, Arrangement['categories'][number]>();
  for (const entry of lines) {
    const existing = byCategory.get(entry.category.id) ?? {
      itemCategory: entry.category,
      position: 100 - entry.category.id,
      displayForFamily: true,
      lines: [],
    };
    existing.lines.push(entry);
    byCategory.set(entry.category.id, existing);
  }
  return {
    caseId: 7,
    packageId,
    packageName: packageId ? 'Traditional funeral with burial' : null,
    status,
    readOnly: status === 'SIGNED',
    hasPurchaser,
    categories: [...byCategory.values()],
    totals: { packageCents: 799_500, itemsCents: 0, cashAdvanceCents: 12_500, subtotalCents: 812_000, taxCents: 11_000, totalCents: 823_000 },
    problems: finishProblems({ packageId, hasPurchaser, lines }),
  };
}

const basic = line({ id: 1, item: { id: 11, name: 'Basic services of funeral director and staff', variantCount: 0, priceCents: 219_500 } });
const casket = line({
  id: 2,
  category: category(2, 'Caskets', 'MERCHANDISE'),
  selector: { id: 5, name: 'Choose a casket' },
  item: { id: 21, name: 'Oak Heritage casket', variantCount: 2, priceCents: 349_500 },
  complete: false,
});

const serve = (table: Record<string, unknown>) => servePortal(routeTable(table));
const renderAt = (path: string) => renderPortal(path);

// A loaded 2-core machine renders the first page slowly.
jest.setTimeout(20_000);
const slow = { timeout: 8_000 };

describe('arrangement pages', () => {
  it('sends a sub-page back to the arrangements root when there is no arrangement to work on', async () => {
    serve({
      'GET /api/family/arrangements/7': arrangementOf([], { packageId: null }),
      'GET /api/family/arrangements/7/packages': { items: [] },
    });
    renderAt(`${casePath}/arrangements/selections`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrangements: packages' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`${casePath}/arrangements`);
    expect(screen.getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the categories in the order the API gives, and what is still to choose', async () => {
    serve({ 'GET /api/family/arrangements/7': arrangementOf([basic, casket]), 'GET /api/family/company/gpl/items': undefined });
    renderAt(`${casePath}/arrangements/selections`);
    const headings = await screen.findAllByRole('heading', { level: 2 }, slow);
    expect(headings.map((heading) => heading.textContent)).toEqual(['Professional services', 'Caskets', 'Something not on the list?']);
    expect(screen.getByText('Still to choose: the finish')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the finish: Oak Heritage casket' })).toHaveAttribute('href', `${casePath}/arrangements/item/2`);
    expect(screen.getByText('$8,230.00')).toBeInTheDocument();
  });

  it('offers every family category, lines or not: a direct cremation family adds a certified copy (issue 39)', async () => {
    const cash = category(6, 'Cash advance items', 'CASH_ADVANCE');
    const withCash = arrangementOf([basic]);
    withCash.categories.push({ itemCategory: cash, position: 10, displayForFamily: true, lines: [] });
    const certificate = { id: 61, name: 'Certified copy of the death certificate', description: '', category: cash, priceCents: 2_500, priceFromCents: null };
    const calls = serve({
      'GET /api/family/arrangements/7': withCash,
      'GET /api/family/company/gpl/items': {
        company: { name: 'Willowbrook', address: '', phone: '' },
        effectiveDate: '2026-01-01',
        items: [{ ...certificate, cashAdvance: true, nonDeclinable: false }],
        packages: [],
        page: 1,
        pageSize: 100,
        hasNext: false,
      },
      'POST /api/family/arrangements/7/lines': withCash,
    });
    renderAt(`${casePath}/arrangements/selections`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cash advance items (paid to others on your behalf)' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Nothing chosen here yet.')).toBeInTheDocument();
    expect(screen.getByText('In package')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Add to cash advance items' }, slow);
    await userEvent.selectOptions(select, 'Certified copy of the death certificate ($25.00)');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/family/arrangements/7/lines', body: { itemId: 61, quantity: 1 } }),
    );
    // Issue 36 §4: the list to add from is read for the case, at its own price list revision's prices.
    expect(calls.find((call) => call.url.startsWith('/api/family/company/gpl/items'))?.url).toBe('/api/family/company/gpl/items?page=1&size=100&caseId=7');
  });

  it('an item the law or a crematory requires says which, on the selections and the price list (issue 39.5)', async () => {
    const reason = 'Required by Alder Falls Crematory for every cremation it performs.';
    const crematory = line({ id: 3, item: { id: 17, name: 'Crematory fee', variantCount: 0, priceCents: 39_500, requiredReason: reason } });
    const services = category(1, 'Professional services', 'SERVICE');
    const calls = serve({
      'GET /api/family/arrangements/7': arrangementOf([basic, crematory]),
      'GET /api/family/company/gpl/items': {
        company: { name: 'Willowbrook', address: '', phone: '' },
        effectiveDate: '2026-01-01',
        items: [
          {
            id: 17,
            name: 'Crematory fee',
            description: '',
            category: services,
            priceCents: 39_500,
            priceFromCents: null,
            cashAdvance: false,
            nonDeclinable: false,
            requiredReason: reason,
          },
        ],
        packages: [],
        page: 1,
        pageSize: 100,
        hasNext: false,
      },
    });
    const selections = renderAt(`${casePath}/arrangements/selections`);
    expect(await screen.findByText(reason, {}, slow)).toBeInTheDocument();
    selections.unmount();
    renderAt(`${casePath}/price-list`);
    expect(await screen.findByRole('rowheader', { name: new RegExp(`Crematory fee.*${reason.replace(/\./g, '\\.')}`) }, slow)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/family/company/gpl/items')).every((call) => call.url.includes('caseId=7'))).toBe(true);
  });

  it('review lists what is missing with links to fix it and keeps Finish off until nothing is', async () => {
    serve({ 'GET /api/family/arrangements/7': arrangementOf([basic, casket]) });
    renderAt(`${casePath}/arrangements/review`);
    expect(await screen.findByRole('heading', { name: 'Still to do before finishing' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete every selection.' })).toHaveAttribute('href', `${casePath}/arrangements/selections`);
    expect(screen.getByRole('link', { name: 'Oak Heritage casket' })).toHaveAttribute('href', `${casePath}/arrangements/item/2`);
    expect(screen.getByRole('link', { name: 'Add the purchaser’s details.' })).toHaveAttribute('href', `${casePath}/arrangements/details`);
    expect(screen.getByRole('button', { name: 'Finish arrangements' })).toBeDisabled();
  });

  it('finishes a complete arrangement through the API and goes to the statement', async () => {
    const done = {
      ...casket,
      complete: true,
      variant: { id: 9, name: 'Oak Heritage', finish: 'Cherry stain', priceCents: 389_500, photoUrl: null, photoAlt: '' },
    };
    const calls = serve({
      'GET /api/family/arrangements/7': arrangementOf([basic, done], { hasPurchaser: true }),
      'POST /api/family/arrangements/7/finish': arrangementOf([basic, done], { hasPurchaser: true, status: 'FINISHED' }),
    });
    renderAt(`${casePath}/arrangements/review`);
    await userEvent.click(await screen.findByRole('button', { name: 'Finish arrangements' }, slow));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${casePath}/statement`), slow);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/family/arrangements/7/finish');
  });

  it('shows a free line waiting for the home’s price, a duplicate, and leaves out what the package allows', async () => {
    const embalming = line({
      id: 3,
      item: { id: 31, name: 'Embalming', variantCount: 0, priceCents: 79_500 },
      mayLeaveOut: true,
      leaveOutCreditCents: 69_500,
      leftOut: false,
      quantityEditable: false,
    });
    const piper = line({ id: 4, fromPackage: false, name: 'Bagpiper', awaitingPrice: true, quantityEditable: true });
    const hearse = line({
      id: 5,
      fromPackage: false,
      item: { id: 41, name: 'Hearse', variantCount: 0, priceCents: 35_000 },
      amountCents: 35_000,
      duplicateOfIncluded: true,
    });
    const leftOut = { ...embalming, leftOut: true, amountCents: -69_500 };
    const calls = serve({
      'GET /api/family/arrangements/7': arrangementOf([basic, embalming, piper, hearse]),
      'GET /api/family/company/gpl/items': undefined,
      'PATCH /api/family/arrangements/7/lines/3': arrangementOf([basic, leftOut, piper, hearse]),
    });
    renderAt(`${casePath}/arrangements/selections`);
    expect(await screen.findByText('The funeral home will price this', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Your package already includes this item. Remove this extra line.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'How many: Bagpiper' })).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Leave out Embalming (saves $695.00)' }));
    expect(await screen.findByRole('button', { name: 'Take back Embalming' }, slow)).toBeInTheDocument();
    expect(screen.getByText('-$695.00')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.url).toBe('/api/family/arrangements/7/lines/3');
  });

  // Issue 38.3: every form is Form over useZodForm. What the family picks or types is checked before it is sent, the
  // message is on the field with the focus on it, and an API 400 lands on its field with what was typed kept.
  describe('forms', () => {
    const oak = { id: 21, name: 'Oak Heritage casket', description: 'Solid oak.', category: category(2, 'Caskets', 'MERCHANDISE'), priceCents: 349_500 };
    const pine = { ...oak, id: 22, name: 'Pine casket', description: 'Plain pine.', priceCents: 149_500 };
    const item = (entry: typeof oak, variantCount: number) => ({ ...entry, variantCount, imageUrl: null, imageAlt: '', requiredReason: null });
    const cherry = { id: 9, name: 'Oak Heritage', finish: 'Cherry stain', priceCents: 389_500, photoUrl: null, photoAlt: '' };
    const badRequest = (fieldErrors: Record<string, string>) => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Please check the selection.', fieldErrors },
    });
    // The table first; a key that answers a 400 is a function of the call.
    const serveWith = (table: Record<string, unknown>, refuse: Record<string, () => ReturnType<typeof badRequest>>) => {
      const rows = routeTable(table);
      const handler: Handler = (method, url, body) => refuse[`${method} ${url.pathname}`]?.() ?? rows(method, url, body);
      return servePortal(handler);
    };

    it("a line's page asks for a finish before sending, on the finishes, and sends the ids the family picked", async () => {
      const open = { ...casket, item: null };
      const calls = serve({
        'GET /api/family/arrangements/7': arrangementOf([basic, open]),
        'GET /api/family/arrangements/items/selectors/5': { id: 5, name: 'Choose a casket', selectorItems: [{ item: item(oak, 1) }, { item: item(pine, 0) }] },
        'GET /api/family/arrangements/items/21/variants': { items: [cherry] },
        'PATCH /api/family/arrangements/7/lines/2': arrangementOf([basic, { ...casket, complete: true }]),
      });
      renderAt(`${casePath}/arrangements/item/2`);
      const save = await screen.findByRole('button', { name: 'Save this choice' }, slow);
      await userEvent.click(save);
      expect(await screen.findByText('Please choose one of the items.')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Oak Heritage casket/ })).toHaveFocus();

      await userEvent.click(screen.getByRole('radio', { name: /Oak Heritage casket/ }));
      await screen.findByRole('radio', { name: /Cherry stain/ }, slow);
      // Enter on the form submits it, as a press of the button does.
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('Please choose a finish.')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Cherry stain/ })).toHaveFocus();
      expect(screen.getByRole('radio', { name: /Cherry stain/ })).toHaveAccessibleDescription(/Please choose a finish\./);
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

      await userEvent.click(screen.getByRole('radio', { name: /Cherry stain/ }));
      await userEvent.click(save);
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${casePath}/arrangements/selections`), slow);
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/family/arrangements/7/lines/2', body: { itemId: 21, variantId: 9 } });
    });

    it('how many: 1 to 99 before sending; the API’s message lands on the box and the number typed stays', async () => {
      const piper = line({ id: 4, fromPackage: false, name: 'Bagpiper', awaitingPrice: true, quantityEditable: true });
      const calls = serveWith(
        { 'GET /api/family/arrangements/7': arrangementOf([basic, piper]), 'GET /api/family/company/gpl/items': undefined },
        { 'PATCH /api/family/arrangements/7/lines/4': () => badRequest({ quantity: 'Only 3 pipers play at a committal' }) },
      );
      renderAt(`${casePath}/arrangements/selections`);
      const box = await screen.findByRole('textbox', { name: 'How many: Bagpiper' }, slow);
      await userEvent.clear(box);
      await userEvent.type(box, '0{Enter}');
      expect(await screen.findByText('Please enter a number from 1 to 99')).toBeInTheDocument();
      expect(box).toHaveFocus();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

      await userEvent.clear(box);
      await userEvent.type(box, '5');
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Only 3 pipers play at a committal')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ quantity: 5 });
      expect(box).toHaveValue('5');
      expect(box).toHaveFocus();
      expect(box).toHaveAccessibleDescription(/Only 3 pipers play at a committal/);
    });

    it('something not on the list: the name is required, and the API’s message on it keeps what was typed', async () => {
      const cash = category(6, 'Cash advance items', 'CASH_ADVANCE');
      const withCash = arrangementOf([basic]);
      withCash.categories.push({ itemCategory: cash, position: 10, displayForFamily: true, lines: [] });
      const calls = serveWith(
        { 'GET /api/family/arrangements/7': withCash, 'GET /api/family/company/gpl/items': undefined },
        { 'POST /api/family/arrangements/7/lines': () => badRequest({ name: 'Please name one thing at a time' }) },
      );
      renderAt(`${casePath}/arrangements/selections`);
      const name = await screen.findByRole('textbox', { name: 'What you would like' }, slow);
      // The cash advances are where a family's own line usually goes.
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('6');
      const add = within(screen.getByRole('region', { name: 'Something not on the list?' })).getByRole('button', { name: 'Add' });
      await userEvent.click(add);
      expect(await screen.findByText('This field is required')).toBeInTheDocument();
      expect(name).toHaveFocus();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      await userEvent.type(name, 'A bagpiper and flowers');
      await userEvent.click(add);
      expect(await screen.findByText('Please name one thing at a time')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'A bagpiper and flowers', categoryId: 6, quantity: 1 });
      expect(name).toHaveValue('A bagpiper and flowers');
      expect(name).toHaveFocus();
    });
  });
});
