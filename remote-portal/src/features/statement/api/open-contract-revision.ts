import { apiClient } from '@keepsake/shared/api-client';
import type { Contract } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/arrangements/{caseId}/contract/revisions: staff only, opens a new revision of a signed contract.
export const openContractRevision = (caseId: number) => apiClient.post<Contract>(familyPaths.contractRevisions(caseId));
