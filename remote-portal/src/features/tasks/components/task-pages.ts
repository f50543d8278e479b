import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CaseDetail, Task, TaskKind } from '@keepsake/shared/contract';
import { CONTENT_TASK_PAGES } from '../../content/content-pages';

export interface TaskPageProps {
  caseDetail: CaseDetail;
  task: Task;
}

/**
 * The work area of each task page, loaded when opened. A task without an entry shows what it is and who
 * has it. Later issues hang their pages here (review-obituary, upload-photos, arrangements, …).
 */
export const TASK_PAGES: Partial<Record<TaskKind, LazyExoticComponent<ComponentType<TaskPageProps>>>> = {
  ...CONTENT_TASK_PAGES,
  'add-details': lazy(() => import('../../case-details/components/add-details').then((m) => ({ default: m.AddDetails }))),
};
