import type { TaskKind, TaskStatus } from '@keepsake/shared/contract/case';
import { allowedMoves, APPROVAL_TASKS, isApprovalMove } from '@keepsake/shared/contract/case';

export interface TaskMove {
  to: TaskStatus;
  label: string;
}

// The buttons a task page offers, from the same allowed moves the API enforces. An approval task is
// completed only by approving the thing itself, with its page's own button (isApprovalMove): one approve
// action per page (issue 43.6), never a second "Approve" that ticks the task without approving anything.
export function movesFor(kind: TaskKind, from: TaskStatus): TaskMove[] {
  return allowedMoves(kind, from)
    .filter((to) => !isApprovalMove(kind, to))
    .map((to) => {
      if (to === 'COMPLETE') return { to, label: 'Mark as complete' };
      if (to === 'NEEDS_APPROVAL') return { to, label: 'Ready for approval' };
      if (to === 'NOT_STARTED') return { to, label: 'Mark as not started' };
      return { to, label: from === 'COMPLETE' ? 'Reopen' : from === 'NEEDS_APPROVAL' ? 'Ask for changes' : 'Start' };
    });
}

/** An approval task (obituary, video, stationery): approved on its own page, by the primary contact or staff. */
export const isApprovalTask = (kind: TaskKind) => APPROVAL_TASKS.includes(kind);
