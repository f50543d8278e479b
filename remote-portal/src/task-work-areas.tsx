import { lazy } from 'react';
import { TaskPage } from './features/tasks/components/task-page';
import type { TaskPages, WorkAreaTaskKind } from './lib/task-pages';

// Part of the route tree (signed-in-routes.tsx loads it when a task page opens): only it composes features.

/** The work area of each task page, loaded when opened. The family's content task pages are issue 16's. */
const TASK_PAGES: TaskPages = {
  'upload-photos': lazy(() => import('./features/upload-photos/components/upload-pages').then((m) => ({ default: m.UploadPhotos }))),
  'upload-music': lazy(() => import('./features/upload-photos/components/upload-pages').then((m) => ({ default: m.UploadMusic }))),
  'upload-obituary-photo': lazy(() => import('./features/upload-photos/components/upload-pages').then((m) => ({ default: m.UploadObituaryPhoto }))),
  'review-obituary': lazy(() => import('./features/review-obituary/components/review-obituary').then((m) => ({ default: m.ReviewObituary }))),
  'review-wall-comments': lazy(() =>
    import('./features/review-wall-comments/components/review-wall-comments').then((m) => ({ default: m.ReviewWallComments })),
  ),
  'review-wall-settings': lazy(() =>
    import('./features/review-wall-settings/components/review-wall-settings').then((m) => ({ default: m.ReviewWallSettings })),
  ),
  'select-theme': lazy(() => import('./features/select-theme/components/select-theme').then((m) => ({ default: m.SelectTheme }))),
  'review-stationery': lazy(() => import('./features/review-stationery/components/review-stationery').then((m) => ({ default: m.ReviewStationery }))),
  'review-video': lazy(() => import('./features/review-video/components/review-video').then((m) => ({ default: m.ReviewVideo }))),
  'add-details': lazy(() => import('./features/case-details/components/add-details').then((m) => ({ default: m.AddDetails }))),
};

/** A task's page with its work area. */
export function TaskRoute({ kind }: { kind: WorkAreaTaskKind }) {
  return <TaskPage kind={kind} workArea={TASK_PAGES[kind]} />;
}
