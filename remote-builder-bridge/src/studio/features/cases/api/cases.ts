import { apiClient } from '@keepsake/shared/api-client';
import {
  deskCaseDetailSchema,
  deskCaseListSchema,
  deskObituarySchema,
  type DeskCaseDetail,
  type DeskCaseFacts,
  type DeskCaseList,
  type DeskCaseQuery,
  type DeskObituary,
} from '@keepsake/shared/contract/staff';
import { inviteResultSchema, type InviteBody, type InviteResult } from '@keepsake/shared/contract/case';
import { queryOptions } from '@keepsake/shared/query';
import { familyPaths } from '@keepsake/shared/rules/family';
import { caseKeys } from './case-keys';

// GET /api/staff/cases: the home's cases, newest first.
export const caseListQuery = (query: DeskCaseQuery) =>
  queryOptions({
    queryKey: caseKeys.list(query),
    queryFn: ({ signal }) => apiClient.get<DeskCaseList>('/api/staff/cases', { query: { ...query }, schema: deskCaseListSchema, signal }),
  });

// GET /api/staff/cases/:id: everything the desk shows of one case.
export const caseQuery = (caseId: number) =>
  queryOptions({
    queryKey: caseKeys.one(caseId),
    queryFn: ({ signal }) => apiClient.get<DeskCaseDetail>(`/api/staff/cases/${caseId}`, { schema: deskCaseDetailSchema, signal }),
  });

export const updateCase = (caseId: number, body: DeskCaseFacts) =>
  apiClient.put<DeskCaseDetail>(`/api/staff/cases/${caseId}`, { body, schema: deskCaseDetailSchema });
export const setCaseClosed = (caseId: number, closed: boolean) =>
  apiClient.post<DeskCaseDetail>(`/api/staff/cases/${caseId}/${closed ? 'close' : 'reopen'}`, { schema: deskCaseDetailSchema });

// GET /api/staff/cases/:id/obituary and its publish / unpublish.
export const obituaryQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'obituary'] as const,
    queryFn: ({ signal }) => apiClient.get<DeskObituary>(`/api/staff/cases/${caseId}/obituary`, { schema: deskObituarySchema, signal }),
  });
export const setObituaryPublished = (caseId: number, published: boolean) =>
  apiClient.post<DeskObituary>(`/api/staff/cases/${caseId}/obituary/${published ? 'publish' : 'unpublish'}`, { schema: deskObituarySchema });

// The family's invitation (SPEC §7 POST /api/family/cases/{caseId}/invite, which the home's staff may lead):
// the case page sends it to a primary contact first taken by phone, once they give an email (issue 36.5).
export const inviteToCase = (caseId: number, body: InviteBody) =>
  apiClient.post<InviteResult>(familyPaths.invite(caseId), { body, schema: inviteResultSchema });
