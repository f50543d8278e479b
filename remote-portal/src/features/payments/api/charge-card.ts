import { apiClient } from '@keepsake/shared/api-client';
import type { CasePayment, ChargeBody } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/payments: a card charge, with its idempotency key.
export const chargeCard = (caseId: number, body: ChargeBody) => apiClient.post<CasePayment>(familyPaths.payments(caseId), { body });
