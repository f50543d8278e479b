import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseHistory, CaseHistoryEvent } from '@keepsake/shared/contract/case';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';
import { DESK_CASE } from '../../../testing/desk-case';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [] } as unknown as RenderContext;

const row = (id: number, fields: Partial<CaseHistoryEvent>): CaseHistoryEvent => ({
  id,
  at: '2026-11-23T15:00:00.000Z',
  actor: { name: 'Eleanor Hartley', actingAs: 'STAFF' },
  kind: 'case.facts-changed',
  summary: `Change ${id}`,
  before: null,
  after: null,
  onBehalf: null,
  ...fields,
});

const FIRST: CaseHistory = {
  items: [
    row(12, {
      kind: 'approval.obituary',
      summary: 'Approved for the family by Eleanor Hartley, by phone, Ruth agreed: the obituary (revision 1)',
      onBehalf: { how: 'PHONE', note: 'Ruth agreed' },
    }),
    row(11, { kind: 'payment.recorded', summary: 'Recorded a check (1042) payment of $500.00', before: 'Due $8,450.00', after: 'Due $7,950.00' }),
    row(10, { actor: { name: 'Ruth Hughes', actingAs: 'FAMILY' }, kind: 'contract.signed', summary: 'Signed the contract (revision 1) as Ruth Hughes' }),
  ],
  page: 1,
  pageSize: 3,
  hasNext: true,
};
const SECOND: CaseHistory = {
  items: [row(9, { kind: 'case.created', summary: 'Opened the case for Walter Hughes', after: 'Walter Hughes' })],
  page: 2,
  pageSize: 3,
  hasNext: false,
};

function serve(history: (page: string) => { status?: number; body: unknown }) {
  return serveApi((_method, path, _body, search) => {
    if (path === '/api/staff/cases/8') return { body: DESK_CASE };
    if (path === '/api/staff/cases/8/obituary') return { body: { textStatus: 'DRAFT', published: false, publicPath: null } };
    if (path === '/api/staff/cases/8/events') return { body: { timeZone: 'America/New_York', events: [] } };
    if (path === '/api/staff/cases/8/history') return history(new URLSearchParams(search).get('page') ?? '1');
    return undefined;
  });
}

const section = async () => within((await screen.findByRole('heading', { name: 'Case history' })).closest('section')!);

describe('the case history on the staff case page', () => {
  beforeEach(() => queryClient.clear());

  it('lists every change newest first with who did it, acting as what, and before → after; pages back and forth', async () => {
    const calls = serve((page) => ({ body: page === '2' ? SECOND : FIRST }));
    renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
    const history = await section();
    const rows = await history.findAllByRole('row');
    expect(
      rows.slice(1).map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Eleanor Hartley (staff)', 'Approved for the family by Eleanor Hartley, by phone, Ruth agreed: the obituary (revision 1)', ''],
      ['Eleanor Hartley (staff)', 'Recorded a check (1042) payment of $500.00', 'Due $8,450.00 → Due $7,950.00'],
      ['Ruth Hughes (family member)', 'Signed the contract (revision 1) as Ruth Hughes', ''],
    ]);
    expect(history.getAllByRole('cell')[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T15:00:00.000Z');
    expect(history.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await userEvent.click(history.getByRole('button', { name: 'Older' }));
    expect(await history.findByRole('cell', { name: 'Opened the case for Walter Hughes' })).toBeInTheDocument();
    expect(history.getByRole('cell', { name: '— → Walter Hughes' })).toBeInTheDocument();
    expect(history.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/staff/cases/8/history' && call.search === '?page=2')).toBe(true);
    await userEvent.click(history.getByRole('button', { name: 'Newer' }));
    expect(await history.findByRole('cell', { name: 'Recorded a check (1042) payment of $500.00' })).toBeInTheDocument();
  });

  it('says when nothing is recorded yet', async () => {
    serve(() => ({ body: { items: [], page: 1, pageSize: 25, hasNext: false } }));
    renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
    expect(await (await section()).findByText('Nothing has been recorded for this case yet.')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded', async () => {
    serve(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Down' } }));
    renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
    expect(await (await section()).findByRole('alert')).toHaveTextContent('The case history could not be loaded just now. Please try again.');
  });
});
