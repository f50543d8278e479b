import { apiClient } from '@keepsake/shared/api-client';
import type { AddLineBody, Arrangement } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/arrangements/{caseId}/lines: adds an item (or a free line); answers with the whole arrangement.
export const addLine = (caseId: number, body: AddLineBody) => apiClient.post<Arrangement>(familyPaths.lines(caseId), { body });
