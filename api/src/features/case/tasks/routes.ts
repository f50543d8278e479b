import { and, asc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allowedMoves,
  caseIdSchema,
  familyPageQuerySchema,
  isApprovalMove,
  taskListSchema,
  taskSchema,
  taskStatusSchema,
  userListSchema,
  userSearchQuerySchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';

const STAFF_APPROVE_ON_PAGE = 'Staff approve for the family on the page itself, saying how the family gave their approval.';
import { user } from '../../auth/tables';
import { forbidden, HttpError, notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { isMember, requireLead } from '../../case-core/case-context';
import { scopeToCase } from '../../case-core/case-scope';
import { notices } from '../../case-core/notices';
import { caseMembers } from '../../case-core/tables';
import { findTask, withAssignees } from './queries';
import { caseTaskAssignees, caseTasks } from '../../case-core/task-tables';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
const taskParams = named(z.object({ caseId: caseIdSchema, taskId: caseIdSchema }).strict(), 'task address');
const assignParams = named(taskParams.extend({ userId: z.string().min(1).max(100) }).strict(), 'task address');
const statusParams = named(taskParams.extend({ status: taskStatusSchema }).strict(), 'task address');

const STATUS_WORDS = {
  NOT_STARTED: 'not started',
  IN_PROGRESS: 'in progress',
  NEEDS_APPROVAL: 'waiting for approval',
  COMPLETE: 'complete',
} as const;

/** A case's tasks and the people who take them (SPEC §7), under /api/family/cases/:caseId. */
export async function taskRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });
  const oneTask = async (caseId: number, taskId: number) => {
    const [task] = await withAssignees(db, [await findTask(db, caseId, taskId)]);
    return task;
  };

  // SPEC §7 GET tasks (paging), in the order a family meets them.
  app.get(
    '/tasks',
    { schema: { params: caseParams, querystring: named(familyPageQuerySchema, 'page'), response: { 200: taskListSchema } } },
    async (request) => {
      const { caseId } = request.params;
      const { page, size } = request.query;
      const rows = await db
        .select()
        .from(caseTasks)
        .where(eq(caseTasks.caseId, caseId))
        .orderBy(asc(caseTasks.position), asc(caseTasks.id))
        .limit(size + 1)
        .offset((page - 1) * size);
      const items = await withAssignees(db, rows.slice(0, size));
      return { items, page, pageSize: size, hasNext: rows.length > size };
    },
  );

  // SPEC §7 POST tasks/{taskId}/assign/{userId}. A helper may take a task; giving it to someone else is
  // the primary contact's (ADR 050).
  app.post('/tasks/:taskId/assign/:userId', { schema: { params: assignParams, response: { 200: taskSchema } } }, async (request) => {
    const { caseId, taskId, userId } = request.params;
    const context = request.caseContext;
    await findTask(db, caseId, taskId);
    if (userId !== context.user.id) requireLead(context, 'assign a task to someone else');
    if (!(await isMember(db, caseId, userId))) throw notFound('This person is not a member of the family on this case.');
    const added = await db.insert(caseTaskAssignees).values({ taskId, userId }).onConflictDoNothing().returning({ userId: caseTaskAssignees.userId });
    // Given by someone else: the new assignee hears of it by mail (issue 24).
    if (added.length > 0 && userId !== context.user.id)
      await app.notify.familyUsers(request, [userId], notices.taskAssigned(context.caseRow, (await findTask(db, caseId, taskId)).kind, context.user.name));
    return oneTask(caseId, taskId);
  });

  // SPEC §7 POST tasks/{taskId}/unassign/{userId}.
  app.post('/tasks/:taskId/unassign/:userId', { schema: { params: assignParams, response: { 200: taskSchema } } }, async (request) => {
    const { caseId, taskId, userId } = request.params;
    const context = request.caseContext;
    await findTask(db, caseId, taskId);
    if (userId !== context.user.id) requireLead(context, 'take a task from someone else');
    await db.delete(caseTaskAssignees).where(and(eq(caseTaskAssignees.taskId, taskId), eq(caseTaskAssignees.userId, userId)));
    return oneTask(caseId, taskId);
  });

  // SPEC §7 POST tasks/{taskId}/status/{status}: only the moves of ADR 050; a wrong move is a 409.
  app.post('/tasks/:taskId/status/:status', { schema: { params: statusParams, response: { 200: taskSchema } } }, async (request) => {
    const { caseId, taskId, status } = request.params;
    const task = await findTask(db, caseId, taskId);
    if (!allowedMoves(task.kind, task.status).includes(status)) {
      throw new HttpError(
        409,
        task.status === status
          ? `This task is already ${STATUS_WORDS[status]}.`
          : `A task that is ${STATUS_WORDS[task.status]} cannot be moved to ${STATUS_WORDS[status]}.`,
      );
    }
    if (isApprovalMove(task.kind, status) && request.caseContext.access === 'HELPER') {
      throw forbidden("Only the family's primary contact can approve this.");
    }
    // Staff never tick an approval done: they approve on the item's page for the family, saying how (issue 36).
    if (isApprovalMove(task.kind, status) && request.caseContext.access === 'STAFF') {
      throw forbidden(STAFF_APPROVE_ON_PAGE);
    }
    // Guarded on the status read, so two people moving the same task at once cannot both win.
    const updated = await db
      .update(caseTasks)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(caseTasks.id, taskId), eq(caseTasks.status, task.status)))
      .returning({ id: caseTasks.id });
    if (updated.length === 0) throw new HttpError(409, 'Someone else changed this task just now. Please look again.');
    // "Ask for changes" on work the home sent for approval: the home's staff hear of it (issue 24).
    if (task.status === 'NEEDS_APPROVAL' && status === 'IN_PROGRESS')
      await app.notify.staff(
        request,
        'CHANGES_REQUESTED',
        notices.changesRequested(request.caseContext.caseRow, `the task "${task.kind.replace(/-/g, ' ')}"`, request.caseContext.user.name),
      );
    return oneTask(caseId, taskId);
  });

  // SPEC §7 GET tasks/{taskId}/user-suggestions: members not on the task yet, the least busy first.
  app.get('/tasks/:taskId/user-suggestions', { schema: { params: taskParams, response: { 200: userListSchema } } }, async (request) => {
    const { caseId, taskId } = request.params;
    await findTask(db, caseId, taskId);
    const assigned = db.select({ userId: caseTaskAssignees.userId }).from(caseTaskAssignees).where(eq(caseTaskAssignees.taskId, taskId));
    const openTasks = sql<number>`(SELECT count(*)::int FROM case_task_assignee a JOIN case_task t ON t.id = a.task_id
      WHERE a.user_id = ${caseMembers.userId} AND t.case_id = ${caseId} AND t.status <> 'COMPLETE')`;
    const items = await db
      .select({ id: user.id, name: user.name })
      .from(caseMembers)
      .innerJoin(user, eq(user.id, caseMembers.userId))
      .where(and(eq(caseMembers.caseId, caseId), notInArray(caseMembers.userId, assigned)))
      .orderBy(asc(openTasks), asc(user.name))
      .limit(10);
    return { items };
  });

  // SPEC §7 GET user-search (query: query): members of this case by name or email.
  app.get(
    '/user-search',
    { schema: { params: caseParams, querystring: named(userSearchQuerySchema, 'search'), response: { 200: userListSchema } } },
    async (request) => {
      const { caseId } = request.params;
      const { query } = request.query;
      const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const items = await db
        .select({ id: user.id, name: user.name })
        .from(caseMembers)
        .innerJoin(user, eq(user.id, caseMembers.userId))
        .where(and(eq(caseMembers.caseId, caseId), or(ilike(user.name, pattern), ilike(user.email, pattern))))
        .orderBy(asc(user.name))
        .limit(20);
      return { items };
    },
  );
}
