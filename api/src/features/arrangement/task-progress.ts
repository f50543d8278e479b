import { and, eq, ne } from 'drizzle-orm';
import type { TaskKind, TaskStatus } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { caseTasks } from '../case-core/task-tables';

// The hub's task list follows the arrangement: choosing starts the "arrangements" task, finishing completes
// it; signing starts "statement", paying in full completes it. A status set by hand is moved only forward.
const ORDER: TaskStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_APPROVAL', 'COMPLETE'];

export async function advanceTask(db: Db, caseId: number, kind: TaskKind, status: TaskStatus): Promise<void> {
  const [task] = await db
    .select({ id: caseTasks.id, status: caseTasks.status })
    .from(caseTasks)
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind)))
    .limit(1);
  if (!task || ORDER.indexOf(task.status) >= ORDER.indexOf(status)) return;
  await db
    .update(caseTasks)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(caseTasks.id, task.id), ne(caseTasks.status, status)));
}

// A revision the funeral home opens after signing: what was complete is in progress again.
export async function reopenTask(db: Db, caseId: number, kind: TaskKind): Promise<void> {
  await db
    .update(caseTasks)
    .set({ status: 'IN_PROGRESS', updatedAt: new Date() })
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind), ne(caseTasks.status, 'IN_PROGRESS')));
}
