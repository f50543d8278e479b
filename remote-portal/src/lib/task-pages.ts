import type { ComponentType, LazyExoticComponent } from 'react';
import type { CaseDetail, Task, TaskKind } from '@keepsake/shared/contract/case';

export interface TaskPageProps {
  caseDetail: CaseDetail;
  task: Task;
}

/** A task page's work area, loaded when opened. */
export type TaskWorkArea = LazyExoticComponent<ComponentType<TaskPageProps>>;

/** The tasks whose page is the task page with a work area; arrangements and statement have their own routes. */
export type WorkAreaTaskKind = Exclude<TaskKind, 'arrangements' | 'statement'>;
export const hasWorkArea = (kind: TaskKind): kind is WorkAreaTaskKind => kind !== 'arrangements' && kind !== 'statement';

/**
 * The work area of each task page: every such task has one, so a task added without its page fails the
 * type check rather than showing a placeholder. The route tree (routes.tsx) fills the map, since only it
 * composes features.
 */
export type TaskPages = Record<WorkAreaTaskKind, TaskWorkArea>;
