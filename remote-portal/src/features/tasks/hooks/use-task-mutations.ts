import type { Task, TaskList, TaskStatus } from '@keepsake/shared/contract/case';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { messageOf } from '@keepsake/shared/api-client';
import { assignTask } from '../api/assign-task';
import { moveTask } from '../api/move-task';
import { unassignTask } from '../api/unassign-task';

type TaskChange =
  | { type: 'assign'; taskId: number; userId: string }
  | { type: 'unassign'; taskId: number; userId: string }
  | { type: 'move'; taskId: number; status: TaskStatus };

/** Assign, unassign and move a task; the answer replaces the task in the list, and what counts it refreshes. */
export function useTaskChange(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TaskChange): Promise<Task> => {
      if (change.type === 'assign') return assignTask(caseId, change.taskId, change.userId);
      if (change.type === 'unassign') return unassignTask(caseId, change.taskId, change.userId);
      return moveTask(caseId, change.taskId, change.status);
    },
    // The case's counts and progress show on the hub and both case lists. A 409 (the task moved under us) is
    // read again too, so the board shows where it is now (the data layer's rule, refreshAfterError).
    meta: { changes: [['case', caseId]] },
    onSuccess: (task) => {
      queryClient.setQueryData<TaskList>(familyKeys.tasks(caseId), (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === task.id ? task : item)) } : list,
      );
    },
    onError: (error) => toast.error({ title: 'That did not work', description: messageOf(error) }),
  });
}
