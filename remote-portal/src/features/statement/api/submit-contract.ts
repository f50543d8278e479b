import { apiClient } from '@keepsake/shared/api-client';
import type { Contract } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/arrangements/{caseId}/contract/submit (no body): signs the statement.
export const submitContract = (caseId: number) => apiClient.post<Contract>(familyPaths.submitContract(caseId));
