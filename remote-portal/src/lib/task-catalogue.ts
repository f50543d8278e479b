import type { CaseAccess, TaskKind, TaskStatus } from '@keepsake/shared/contract/case';

// Types only from the contract: its values bring zod and every schema, and this file is on the case page's
// first paint (issue 28: ≤ 170 KB). The moves a task page offers are in task-moves.ts.

export interface TaskDefinition {
  title: string;
  // One sentence a family reads to know what the task asks of them.
  summary: string;
  // Its page under the case: /family-portal/{id}/{name}/{path} (SPEC §2).
  path: string;
}

export const TASK_CATALOGUE: Record<TaskKind, TaskDefinition> = {
  'add-details': {
    title: 'Add details',
    summary: 'The facts the funeral home needs: full name, birth and death, family, education, work, service and faith.',
    path: 'add-details',
  },
  'upload-obituary-photo': {
    title: 'Choose the obituary photo',
    summary: 'The portrait shown with the obituary and on the printed stationery.',
    path: 'upload-obituary-photo',
  },
  'review-obituary': {
    title: 'Review the obituary',
    summary: 'Read the draft the funeral home wrote, change what needs changing and approve it for publishing.',
    path: 'review-obituary',
  },
  'upload-photos': {
    title: 'Share photos',
    summary: 'Photos for the online gallery and the tribute video.',
    path: 'upload-photos',
  },
  'upload-music': { title: 'Choose music', summary: 'Songs for the tribute video and the memorial page.', path: 'upload-music' },
  'select-theme': {
    title: 'Choose the memorial theme',
    summary: 'The picture and colours the online memorial wears.',
    path: 'select-theme',
  },
  'review-wall-settings': {
    title: 'Memorial wall settings',
    summary: 'Decide whether new memories wait for your approval, who may post and whether visitors may add a photo.',
    path: 'review-wall-settings',
  },
  'review-wall-comments': {
    title: 'Review memories',
    summary: 'Memories friends have shared: show or hide each one on the wall.',
    path: 'review-wall-comments',
  },
  'review-video': { title: 'Review the tribute video', summary: 'Watch the video made from your photos and music, then approve it.', path: 'review-video' },
  'review-stationery': {
    title: 'Review stationery',
    summary: 'The memorial folder, prayer card and thank-you card: check each page and approve them for print.',
    path: 'review-stationery',
  },
  arrangements: {
    title: 'Choose arrangements',
    summary: 'Pick a package and the items and services you want, with every price shown.',
    path: 'arrangements',
  },
  statement: { title: 'Statement and payment', summary: 'Review the statement of goods and services, sign it and pay.', path: 'statement' },
};

export const STATUS_LABELS: Record<TaskStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  NEEDS_APPROVAL: 'Waiting for approval',
  COMPLETE: 'Complete',
};

export const canLead = (access: CaseAccess) => access !== 'HELPER';

/** Every task kind, in the catalogue's order (the contract's TASK_KINDS, without loading the contract). */
export const TASK_KINDS_IN_CATALOGUE = Object.keys(TASK_CATALOGUE) as TaskKind[];
