import type { Task } from '@keepsake/shared/contract/case';
import { nextThings } from './next-things';

const task = (id: number, kind: Task['kind'], status: Task['status'], assignees: string[] = []): Task => ({
  id,
  kind,
  status,
  assignees: assignees.map((name) => ({ id: name.toLowerCase(), name })),
  updatedAt: '2026-11-22T10:00:00.000Z',
});

describe('nextThings', () => {
  const tasks = [
    task(1, 'add-details', 'IN_PROGRESS', ['Jordan']),
    task(2, 'upload-obituary-photo', 'COMPLETE', ['Jordan']),
    task(3, 'review-obituary', 'NEEDS_APPROVAL', ['Jordan']),
    task(4, 'upload-photos', 'IN_PROGRESS', ['Elena', 'Luis']),
    task(5, 'upload-music', 'NOT_STARTED'),
    task(6, 'review-stationery', 'NOT_STARTED', ['Grace']),
  ];

  it('puts first the task of mine the home waits on, then what others have, named, most urgent first', () => {
    const next = nextThings(tasks, 'jordan');
    expect(next.mine?.kind).toBe('review-obituary');
    expect(next.waiting.map(({ task: t, names }) => [t.kind, names])).toEqual([
      ['upload-photos', ['Elena', 'Luis']],
      ['review-stationery', ['Grace']],
    ]);
    expect(next.allDone).toBe(false);
  });

  it('keeps the case order between tasks equally urgent, and never names a complete one', () => {
    const next = nextThings([task(1, 'add-details', 'NOT_STARTED', ['Jordan']), task(2, 'upload-music', 'NOT_STARTED', ['Jordan'])], 'jordan');
    expect(next.mine?.kind).toBe('add-details');
    expect(nextThings(tasks, 'grace').mine?.kind).toBe('review-stationery');
    expect(nextThings(tasks, 'grace').waiting.map(({ task: t }) => t.kind)).toEqual(['review-obituary', 'add-details', 'upload-photos']);
  });

  it('has nothing of mine for someone without tasks (staff, or signed out), and says when all is done', () => {
    expect(nextThings(tasks, null).mine).toBeNull();
    expect(nextThings(tasks, 'nobody').mine).toBeNull();
    expect(nextThings([task(1, 'add-details', 'COMPLETE', ['Jordan'])], 'jordan')).toEqual({ mine: null, waiting: [], allDone: true });
  });
});
