// Drizzle mirrors of migration 400-family-portal.sql.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaskKind, TaskStatus } from '@keepsake/shared/contract';
import { user } from '../auth/tables';
import { familyCases } from './tables';

export const caseTasks = pgTable('case_task', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<TaskKind>().notNull(),
  status: text('status').$type<TaskStatus>().notNull().default('NOT_STARTED'),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const caseTaskAssignees = pgTable(
  'case_task_assignee',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => caseTasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
);
