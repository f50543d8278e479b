import { apiClient } from '@keepsake/shared/api-client';
import type { CasePayment, ChargeBody } from '@keepsake/shared/contract/payment';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/payments: a card charge, with its idempotency key.
export const chargeCard = (caseId: number, body: ChargeBody) => apiClient.post<CasePayment>(familyPaths.payments(caseId), { body });

// POST …/payments/{paymentId}/confirm: after the bank's step, the payment as the provider sees it now.
export const confirmPayment = (caseId: number, paymentId: string) => apiClient.post<CasePayment>(`${familyPaths.payment(caseId, paymentId)}/confirm`, {});
