import type { ComponentType } from 'react';
import { CasesArea } from './features/cases/components/cases-area';
import { InboxArea } from './features/inbox/components/inbox-area';
import { NotificationsPage } from './features/notifications/components/notifications-page';
import { CataloguePage } from './features/catalogue/components/catalogue-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { KeepsakeJobsPage } from './features/keepsake-jobs/components/keepsake-jobs-page';
import { SiteEditor } from './features/site-editor/components/site-editor';
import { TeamPage } from './features/team/components/team-page';

/**
 * The staff areas of /studio, in the order of the staff navigation. Each area is one feature's page
 * (`features/<area>/components/…`), mounted at /studio/<path>; the website editor is the index.
 * A new area is one line here: the navigation and the routes both read this list.
 */
export interface StudioArea {
  /** Relative to /studio; '' is the index. */
  path: string;
  label: string;
  Page: ComponentType;
}

export const STUDIO_AREAS: readonly StudioArea[] = [
  { path: 'cases', label: 'Cases', Page: CasesArea },
  { path: 'inbox', label: 'Inbox', Page: InboxArea },
  { path: '', label: 'Website', Page: SiteEditor },
  { path: 'team', label: 'Team', Page: TeamPage },
  { path: 'keepsakes', label: 'Keepsakes', Page: KeepsakeJobsPage },
  { path: 'catalogue', label: 'Catalogue', Page: CataloguePage },
  { path: 'orders', label: 'Orders', Page: OrdersPage },
  { path: 'notifications', label: 'Notifications', Page: NotificationsPage },
];
