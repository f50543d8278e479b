import type { TaskKind, TaskStatus } from '@keepsake/shared/contract';
import { allowedMoves, APPROVAL_TASKS } from '@keepsake/shared/contract';

export interface TaskMove {
  to: TaskStatus;
  label: string;
  // Only the primary contact (or staff) may: shown to helpers as a note, not a button.
  leadOnly: boolean;
}

// The buttons a task page offers, from the same allowed moves the API enforces.
export function movesFor(kind: TaskKind, from: TaskStatus): TaskMove[] {
  const approval = APPROVAL_TASKS.includes(kind);
  return allowedMoves(kind, from).map((to) => {
    if (to === 'COMPLETE') return { to, label: approval ? 'Approve' : 'Mark as complete', leadOnly: approval };
    if (to === 'NEEDS_APPROVAL') return { to, label: 'Ready for approval', leadOnly: false };
    if (to === 'NOT_STARTED') return { to, label: 'Mark as not started', leadOnly: false };
    return { to, label: from === 'COMPLETE' ? 'Reopen' : from === 'NEEDS_APPROVAL' ? 'Ask for changes' : 'Start', leadOnly: false };
  });
}
