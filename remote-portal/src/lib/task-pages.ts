import type { ComponentType, LazyExoticComponent } from 'react';
import type { CaseDetail, Task, TaskKind } from '@keepsake/shared/contract';

export interface TaskPageProps {
  caseDetail: CaseDetail;
  task: Task;
}

/** A task page's work area, loaded when opened. */
export type TaskWorkArea = LazyExoticComponent<ComponentType<TaskPageProps>>;

/**
 * The work area of each task page. A task without an entry shows what it is and who has it. The route tree
 * (routes.tsx) fills the map, since only it composes features.
 */
export type TaskPages = Partial<Record<TaskKind, TaskWorkArea>>;
