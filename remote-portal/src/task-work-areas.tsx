import { lazyNamed } from '@keepsake/shared/ui';
import { TaskPage } from './features/tasks/components/task-page';
import type { TaskPages, WorkAreaTaskKind } from './lib/task-pages';

// Part of the route tree (signed-in-routes.tsx loads it when a task page opens): only it composes features.

/** The work area of each task page, loaded when opened. The family's content task pages are issue 16's. */
const TASK_PAGES: TaskPages = {
  'upload-photos': lazyNamed(() => import('./features/upload-photos/components/upload-pages'), 'UploadPhotos'),
  'upload-music': lazyNamed(() => import('./features/upload-photos/components/upload-pages'), 'UploadMusic'),
  'upload-obituary-photo': lazyNamed(() => import('./features/upload-photos/components/upload-pages'), 'UploadObituaryPhoto'),
  'review-obituary': lazyNamed(() => import('./features/review-obituary/components/review-obituary'), 'ReviewObituary'),
  'review-wall-comments': lazyNamed(() => import('./features/review-wall-comments/components/review-wall-comments'), 'ReviewWallComments'),
  'review-wall-settings': lazyNamed(() => import('./features/review-wall-settings/components/review-wall-settings'), 'ReviewWallSettings'),
  'select-theme': lazyNamed(() => import('./features/select-theme/components/select-theme'), 'SelectTheme'),
  'review-stationery': lazyNamed(() => import('./features/review-stationery/components/review-stationery'), 'ReviewStationery'),
  'review-video': lazyNamed(() => import('./features/review-video/components/review-video'), 'ReviewVideo'),
  'add-details': lazyNamed(() => import('./features/case-details/components/add-details'), 'AddDetails'),
};

/** A task's page with its work area. */
export function TaskRoute({ kind }: { kind: WorkAreaTaskKind }) {
  return <TaskPage kind={kind} workArea={TASK_PAGES[kind]} />;
}
