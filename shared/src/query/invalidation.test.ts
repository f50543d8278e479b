import { dataRoots, readersOf } from './invalidation';
import { createQueryClient } from './query-client';

// Issue 36 §4: after a $500 check the staff case page's "where the case stands" still said "Paid $0.00" until a
// reload, because the payment form refreshed only the case's money branch. A write now names what it changed.
describe('fresh after every change', () => {
  it('maps a changed case to every reader of it, in the portal and at the desk', () => {
    expect(readersOf([['case', 8]])).toEqual([
      ['family', 'case', 8],
      ['family', 'cases'],
      ['staff-cases', 'one', 8],
      ['staff-cases', 'list'],
    ]);
    expect(readersOf([['case', 8], ['case', 8], ['inbox']])).toHaveLength(5);
  });

  it('refreshes every reader of what a successful write changed before the write resolves, and nothing else', async () => {
    const client = createQueryClient();
    let paidCents = 0;
    const overviewKey = [...dataRoots.staffCase(8), 'overview'];
    const statementKey = [...dataRoots.familyCase(8), 'arrangement', 'statement'];
    const otherCaseKey = [...dataRoots.staffCase(9), 'overview'];
    for (const queryKey of [overviewKey, statementKey, otherCaseKey]) await client.fetchQuery({ queryKey, queryFn: () => ({ paidCents }) });

    const recordCheck = client.getMutationCache().build(client, {
      mutationFn: async () => {
        paidCents = 50_000;
        return { id: 'pay_1' };
      },
      meta: { changes: [['case', 8]] },
    });
    await recordCheck.execute(undefined);
    // When the write resolves, the desk's status panel and the family's statement are marked to be read again…
    expect(client.getQueryCache().find({ queryKey: overviewKey })!.state.isInvalidated).toBe(true);
    expect(client.getQueryCache().find({ queryKey: statementKey })!.state.isInvalidated).toBe(true);
    // …and the next read gets the new figure; another case is left alone.
    expect(await client.fetchQuery({ queryKey: overviewKey, queryFn: () => ({ paidCents }) })).toEqual({ paidCents: 50_000 });
    expect(client.getQueryCache().find({ queryKey: otherCaseKey })!.state.isInvalidated).toBe(false);
  });

  it('leaves the cache alone when a write names nothing or fails', async () => {
    const client = createQueryClient();
    const key = [...dataRoots.staffCase(8), 'overview'];
    await client.fetchQuery({ queryKey: key, queryFn: () => 1 });
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 1 })
      .execute(undefined);
    expect(client.getQueryCache().find({ queryKey: key })!.state.isInvalidated).toBe(false);
    const failing = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new Error('declined');
      },
      meta: { changes: [['case', 8]] },
    });
    await expect(failing.execute(undefined)).rejects.toThrow('declined');
    expect(client.getQueryCache().find({ queryKey: key })!.state.isInvalidated).toBe(false);
  });
});
