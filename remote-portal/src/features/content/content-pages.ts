import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TaskKind } from '@keepsake/shared/contract';
import type { TaskPageProps } from '../tasks/components/task-pages';

// The family's content task pages (issue 16), each loaded when opened.
export const CONTENT_TASK_PAGES: Partial<Record<TaskKind, LazyExoticComponent<ComponentType<TaskPageProps>>>> = {
  'upload-photos': lazy(() => import('../upload-photos/components/upload-pages').then((m) => ({ default: m.UploadPhotos }))),
  'upload-music': lazy(() => import('../upload-photos/components/upload-pages').then((m) => ({ default: m.UploadMusic }))),
  'upload-obituary-photo': lazy(() => import('../upload-photos/components/upload-pages').then((m) => ({ default: m.UploadObituaryPhoto }))),
  'review-obituary': lazy(() => import('../review-obituary/components/review-obituary').then((m) => ({ default: m.ReviewObituary }))),
  'review-wall-comments': lazy(() => import('../review-wall-comments/components/review-wall-comments').then((m) => ({ default: m.ReviewWallComments }))),
  'review-wall-settings': lazy(() => import('../review-wall-settings/components/review-wall-settings').then((m) => ({ default: m.ReviewWallSettings }))),
  'select-theme': lazy(() => import('../select-theme/components/select-theme').then((m) => ({ default: m.SelectTheme }))),
  'review-stationery': lazy(() => import('../review-stationery/components/review-stationery').then((m) => ({ default: m.ReviewStationery }))),
  'review-video': lazy(() => import('../review-video/components/review-video').then((m) => ({ default: m.ReviewVideo }))),
};
