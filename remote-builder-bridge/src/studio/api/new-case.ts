import { apiClient } from '@keepsake/shared/api-client';
import { deskCaseDetailSchema, type DeskCaseCreate, type DeskCaseDetail } from '@keepsake/shared/contract/staff';

// The cases desk's tree in the query cache (features/cases/api/case-keys.ts builds on it): a new case,
// from the desk or from the inbox, refreshes every list under it.
export const STAFF_CASES_KEY = ['staff-cases'] as const;

// POST /api/staff/cases: a case and its primary contact's invitation mail (409 on a likely duplicate).
export const createCase = (body: DeskCaseCreate) => apiClient.post<DeskCaseDetail>('/api/staff/cases', { body, schema: deskCaseDetailSchema });
