import { apiClient } from '@keepsake/shared/api-client';
import type { CaseObituary } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/obituary: the text, against the revision it was written on.
export const saveObituary = (caseId: number, text: string, revision: number) =>
  apiClient.post<CaseObituary>(familyPaths.obituary(caseId), { body: { text, revision } });
