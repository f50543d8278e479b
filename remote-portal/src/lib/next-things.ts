import type { Task, TaskStatus } from '@keepsake/shared/contract/case';

// The case home's first lines (issue 43.6): the one thing that is mine to do next, then what waits on
// someone else, by name. A task waiting for approval is the home waiting on the family, so it goes first;
// then one already started, then one not started, each in the case's own order (the list's).
const URGENCY: Record<Exclude<TaskStatus, 'COMPLETE'>, number> = { NEEDS_APPROVAL: 0, IN_PROGRESS: 1, NOT_STARTED: 2 };

export interface NextThings {
  /** The task assigned to me to do next, or null when nothing open is mine. */
  mine: Task | null;
  /** Open tasks someone else has (not me), with their names. */
  waiting: { task: Task; names: string[] }[];
  /** Every task is complete. */
  allDone: boolean;
}

export function nextThings(tasks: Task[], myId: string | null): NextThings {
  const open = tasks.filter((task) => task.status !== 'COMPLETE');
  const rank = (task: Task) => URGENCY[task.status as keyof typeof URGENCY];
  const byUrgency = open.map((task, index) => ({ task, index })).sort((a, b) => rank(a.task) - rank(b.task) || a.index - b.index);
  const isMine = (task: Task) => myId !== null && task.assignees.some((assignee) => assignee.id === myId);
  return {
    mine: byUrgency.find(({ task }) => isMine(task))?.task ?? null,
    waiting: byUrgency
      .filter(({ task }) => !isMine(task) && task.assignees.length > 0)
      .map(({ task }) => ({ task, names: task.assignees.map((assignee) => assignee.name) })),
    allDone: tasks.length > 0 && open.length === 0,
  };
}
