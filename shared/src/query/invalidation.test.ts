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

  it('maps every thing the studio and the portal write to its readers (issue 36 §4: every folder names its changes)', () => {
    expect(readersOf([['orders']])).toEqual([['staff-orders']]);
    expect(readersOf([['team']])).toEqual([['staff-team']]);
    expect(readersOf([['site']])).toEqual([
      ['builder', 'publications'],
      ['builder', 'redirects'],
    ]);
    // A price-list change reaches the family's choices as well as the desk's catalogue.
    expect(readersOf([['catalogue']])).toEqual([['staff-catalogue'], ['family', 'arrangement-items'], ['family', 'arrangement-selectors'], ['family', 'gpl']]);
    expect(readersOf([['rsvps', 4]])).toEqual([['obituaries', 4, 'rsvps']]);
  });

  const cached = async (client: ReturnType<typeof createQueryClient>, queryKey: readonly unknown[]) => {
    await client.fetchQuery({ queryKey, queryFn: () => 1 });
    return () => client.getQueryCache().find({ queryKey })!.state.isInvalidated;
  };

  it('reads the changes from the answer when the write names them as a function (a retried job names its case)', async () => {
    const client = createQueryClient();
    const family = await cached(client, [...dataRoots.familyCase(12), 'keepsake']);
    const jobs = await cached(client, dataRoots.staffKeepsakeJobs);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async (jobId: number) => ({ job: { id: jobId, caseId: 12 } }),
        meta: { changes: (answer: { job: { caseId: number } }) => [['keepsake-jobs'], ['case', answer.job.caseId]] },
      })
      .execute(3);
    expect(jobs()).toBe(true);
    expect(family()).toBe(true);
  });

  it('refreshes after a refused write when it is a 409 (the thing moved) or the write says a failure changes things', async () => {
    const client = createQueryClient();
    const refuse = (status: number, refreshWhenRefused?: boolean) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => {
            throw Object.assign(new Error('refused'), { status });
          },
          meta: { changes: [['case', 8]], refreshWhenRefused },
        })
        .execute(undefined)
        .catch(() => undefined);
    let tasks = await cached(client, [...dataRoots.familyCase(8), 'tasks']);
    await refuse(400);
    expect(tasks()).toBe(false);
    await refuse(409);
    expect(tasks()).toBe(true);
    tasks = await cached(client, [...dataRoots.familyCase(8), 'arrangement', 'payments']);
    expect(tasks()).toBe(false);
    await refuse(402, true);
    expect(tasks()).toBe(true);
  });
});
