import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Task } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { user } from '../../auth/tables';
import { notFound } from '../../../lib/http-error';
import { caseTaskAssignees, caseTasks } from '../../case-core/task-tables';

export type TaskRow = typeof caseTasks.$inferSelect;

export async function findTask(db: Db, caseId: number, taskId: number): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(caseTasks)
    .where(and(eq(caseTasks.id, taskId), eq(caseTasks.caseId, caseId)))
    .limit(1);
  if (!row) throw notFound('We could not find this task on this case.');
  return row;
}

export async function withAssignees(db: Db, rows: TaskRow[]): Promise<Task[]> {
  const ids = rows.map((row) => row.id);
  const assignees = ids.length
    ? await db
        .select({ taskId: caseTaskAssignees.taskId, id: user.id, name: user.name })
        .from(caseTaskAssignees)
        .innerJoin(user, eq(user.id, caseTaskAssignees.userId))
        .where(inArray(caseTaskAssignees.taskId, ids))
        .orderBy(asc(caseTaskAssignees.assignedAt), asc(user.name))
    : [];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    assignees: assignees.filter((a) => a.taskId === row.id).map(({ id, name }) => ({ id, name })),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
