import { dataRoots } from '@keepsake/shared/query';

// The one query-key tree of the family's data. Everything starts with 'family', so signing out clears it in
// one go; what belongs to a case hangs under ['family', 'case', caseId], so a change to a case can refresh
// all of it (or one branch: its tasks, its arrangement) by prefix. The home's catalogue, templates and
// invitations belong to no case.
// The roots come from the data layer, whose map refreshes them when a write anywhere changes the case
// (shared/src/query/invalidation.ts): the staff desk recording a check refreshes the family's statement too.
const caseRoot = dataRoots.familyCase;
const arrangementRoot = (caseId: number) => [...caseRoot(caseId), 'arrangement'] as const;

export const familyKeys = {
  all: ['family'] as const,
  allCases: dataRoots.familyCases,
  cases: (page: number) => ['family', 'cases', page] as const,

  case: caseRoot,
  tasks: (caseId: number) => [...caseRoot(caseId), 'tasks'] as const,
  suggestions: (caseId: number, taskId: number) => [...caseRoot(caseId), 'tasks', taskId, 'suggestions'] as const,
  search: (caseId: number, query: string) => [...caseRoot(caseId), 'user-search', query] as const,
  members: (caseId: number) => [...caseRoot(caseId), 'members'] as const,
  details: (caseId: number) => [...caseRoot(caseId), 'details'] as const,
  rsvps: (caseId: number, obituaryId: number | null) => [...caseRoot(caseId), 'rsvps', obituaryId] as const,

  media: (caseId: number, path: 'photos' | 'music' | 'case-photo') => [...caseRoot(caseId), 'media', path] as const,
  obituary: (caseId: number) => [...caseRoot(caseId), 'obituary'] as const,
  wallAll: (caseId: number) => [...caseRoot(caseId), 'wall'] as const,
  wall: (caseId: number, status: string, page: number) => [...caseRoot(caseId), 'wall', status, page] as const,
  wallSettings: (caseId: number) => [...caseRoot(caseId), 'wall-settings'] as const,
  theme: (caseId: number) => [...caseRoot(caseId), 'theme'] as const,
  stationery: (caseId: number) => [...caseRoot(caseId), 'stationery'] as const,
  video: (caseId: number) => [...caseRoot(caseId), 'video'] as const,

  arrangementAll: arrangementRoot,
  arrangement: (caseId: number) => [...arrangementRoot(caseId), 'lines'] as const,
  packages: (caseId: number) => [...arrangementRoot(caseId), 'packages'] as const,
  contract: (caseId: number) => [...arrangementRoot(caseId), 'contract'] as const,
  revisions: (caseId: number) => [...arrangementRoot(caseId), 'revisions'] as const,
  statement: (caseId: number) => [...arrangementRoot(caseId), 'statement'] as const,
  payments: (caseId: number) => [...arrangementRoot(caseId), 'payments'] as const,
  payment: (caseId: number, paymentId: string) => [...arrangementRoot(caseId), 'payments', paymentId] as const,
  paymentConnect: (caseId: number) => [...arrangementRoot(caseId), 'payments', 'connect'] as const,

  item: (itemId: number) => ['family', 'arrangement-items', itemId] as const,
  variants: (itemId: number) => ['family', 'arrangement-items', itemId, 'variants'] as const,
  selector: (selectorId: number) => ['family', 'arrangement-selectors', selectorId] as const,
  template: (revisionId: number) => ['family', 'statement-template', revisionId] as const,
  gpl: (page: number) => ['family', 'gpl', page] as const,
  stockThemes: ['family', 'stock-themes'] as const,
  invitation: (token: string) => ['family', 'invitation', token] as const,
};
