import { apiClient } from '@keepsake/shared/api-client';
import type { Contract, ContractDetailsBody } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/arrangements/{caseId}/contract/details: the purchaser's details (arrangements) or the signature (statement).
export const saveContractDetails = (caseId: number, body: ContractDetailsBody) => apiClient.post<Contract>(familyPaths.contractDetails(caseId), { body });
