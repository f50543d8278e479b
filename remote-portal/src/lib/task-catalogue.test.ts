/** @jest-environment node */
import { TASK_KINDS } from '@keepsake/shared/contract/case';
import { TASK_CATALOGUE } from './task-catalogue';
import { movesFor } from './task-moves';

describe('task catalogue', () => {
  it('has a title and a page for every task, each page distinct', () => {
    const paths = TASK_KINDS.map((kind) => TASK_CATALOGUE[kind].path);
    expect(new Set(paths).size).toBe(TASK_KINDS.length);
    expect(paths).toEqual(expect.arrayContaining(['add-details', 'review-stationery', 'arrangements', 'statement']));
  });

  it('never offers a second approve: an approval task completes by approving on its page (issue 43.6)', () => {
    expect(movesFor('review-obituary', 'NEEDS_APPROVAL')).toEqual([{ to: 'IN_PROGRESS', label: 'Ask for changes' }]);
    expect(movesFor('review-stationery', 'IN_PROGRESS').map((move) => move.to)).toEqual(['NOT_STARTED', 'NEEDS_APPROVAL']);
    expect(movesFor('upload-music', 'IN_PROGRESS').map((move) => move.label)).toEqual(['Mark as not started', 'Mark as complete']);
    expect(movesFor('upload-music', 'COMPLETE').map((move) => move.label)).toEqual(['Reopen']);
  });
});
