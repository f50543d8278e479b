// The case the studio's case-page tests open (never imported by the app): Walter Hughes, case 8, at need, open.
import type { DeskCaseDetail } from '@keepsake/shared/contract/staff';

export const DESK_CASE: DeskCaseDetail = {
  id: 8,
  fullName: 'Walter Hughes',
  nameSlug: 'walter-hughes',
  birthDate: '1940-01-02',
  deathDate: '2026-11-20',
  kind: 'AT_NEED',
  closed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  locationId: null,
  members: [],
  invitations: [],
  tasks: [],
};
