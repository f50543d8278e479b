import type { ComponentType } from 'react';
import { lazyNamed, type Preloadable } from '@keepsake/shared/ui';

/**
 * The staff areas of /studio, in the order of the staff navigation. Each area is one feature's page
 * (`features/<area>/components/…`), mounted at /studio/<path>; the website editor is the index.
 * A new area is one line here: the navigation and the routes both read this list.
 * Each area is a chunk of its own, fetched when it is opened (issue 28: the studio's first load carries the
 * area it shows, not all eight); studio.tsx shows the loading line meanwhile.
 */
export interface StudioArea {
  /** Relative to /studio; '' is the index. */
  path: string;
  label: string;
  Page: Preloadable<ComponentType>;
}

export const STUDIO_AREAS: readonly StudioArea[] = [
  { path: 'cases', label: 'Cases', Page: lazyNamed(() => import('./features/cases/components/cases-area'), 'CasesArea') },
  { path: 'inbox', label: 'Inbox', Page: lazyNamed(() => import('./features/inbox/components/inbox-area'), 'InboxArea') },
  { path: '', label: 'Website', Page: lazyNamed(() => import('./features/site-editor/components/site-editor'), 'SiteEditor') },
  // Obituaries without a case (issue 36 §4); one with a case is managed on its case.
  { path: 'obituaries', label: 'Obituaries', Page: lazyNamed(() => import('./features/obituaries/components/obituaries-area'), 'ObituariesArea') },
  { path: 'team', label: 'Team', Page: lazyNamed(() => import('./features/team/components/team-page'), 'TeamPage') },
  { path: 'keepsakes', label: 'Keepsakes', Page: lazyNamed(() => import('./features/keepsake-jobs/components/keepsake-jobs-page'), 'KeepsakeJobsPage') },
  { path: 'catalogue', label: 'Catalogue', Page: lazyNamed(() => import('./features/catalogue/components/catalogue-page'), 'CataloguePage') },
  { path: 'orders', label: 'Orders', Page: lazyNamed(() => import('./features/orders/components/orders-page'), 'OrdersPage') },
  {
    path: 'notifications',
    label: 'Notifications',
    Page: lazyNamed(() => import('./features/notifications/components/notifications-page'), 'NotificationsPage'),
  },
];
