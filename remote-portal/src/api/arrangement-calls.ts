import { apiClient } from '@keepsake/shared/api-client';
import {
  arrangementSchema,
  casePaymentListSchema,
  casePaymentSchema,
  contractRevisionListSchema,
  contractSchema,
  gplSchema,
  itemSchema,
  packageListSchema,
  paymentConnectSchema,
  selectorSchema,
  statementSchema,
  statementTemplateSchema,
  variantListSchema,
  type AddLineBody,
  type ChargeBody,
  type ContractDetailsBody,
  type LineOption,
} from '@keepsake/shared/contract';

// SPEC §7 "Arrangements" and the case's payments and statement, one function per call. Shared by the
// arrangements, statement and payments features (features do not import each other).
const A = '/api/family/arrangements';
const C = '/api/family/cases';

export const arrangementKeys = {
  all: (caseId: number) => ['family', 'case', caseId, 'arrangement'] as const,
  arrangement: (caseId: number) => ['family', 'case', caseId, 'arrangement', 'lines'] as const,
  packages: (caseId: number) => ['family', 'case', caseId, 'arrangement', 'packages'] as const,
  contract: (caseId: number) => ['family', 'case', caseId, 'arrangement', 'contract'] as const,
  statement: (caseId: number) => ['family', 'case', caseId, 'arrangement', 'statement'] as const,
  payments: (caseId: number) => ['family', 'case', caseId, 'arrangement', 'payments'] as const,
  payment: (caseId: number, paymentId: string) => ['family', 'case', caseId, 'arrangement', 'payments', paymentId] as const,
  item: (itemId: number) => ['family', 'arrangement-items', itemId] as const,
  variants: (itemId: number) => ['family', 'arrangement-items', itemId, 'variants'] as const,
  selector: (selectorId: number) => ['family', 'arrangement-selectors', selectorId] as const,
  revisions: (caseId: number) => ['family', 'case', caseId, 'arrangement', 'revisions'] as const,
  template: (revisionId: number) => ['family', 'statement-template', revisionId] as const,
  gpl: (page: number) => ['family', 'gpl', page] as const,
};

export const getArrangement = (caseId: number) => apiClient.get(`${A}/${caseId}`, { schema: arrangementSchema });
export const getPackages = (caseId: number) => apiClient.get(`${A}/${caseId}/packages`, { schema: packageListSchema });
export const selectPackage = (caseId: number, packageId: number) => apiClient.post(`${A}/${caseId}/packages/${packageId}`, { schema: arrangementSchema });
export const addLine = (caseId: number, body: AddLineBody) => apiClient.post(`${A}/${caseId}/lines`, { body, schema: arrangementSchema });
export const updateLine = (caseId: number, lineId: number, body: LineOption) =>
  apiClient.patch(`${A}/${caseId}/lines/${lineId}`, { body, schema: arrangementSchema });
export const removeLine = (caseId: number, lineId: number) => apiClient.delete(`${A}/${caseId}/items/${lineId}`, { schema: arrangementSchema });
export const finishArrangement = (caseId: number) => apiClient.post(`${A}/${caseId}/finish`, { schema: arrangementSchema });
export const getItem = (itemId: number) => apiClient.get(`${A}/items/${itemId}`, { schema: itemSchema });
export const getVariants = (itemId: number) => apiClient.get(`${A}/items/${itemId}/variants`, { schema: variantListSchema });
export const getSelector = (selectorId: number) => apiClient.get(`${A}/items/selectors/${selectorId}`, { schema: selectorSchema });
export const getContract = (caseId: number) => apiClient.get(`${A}/${caseId}/contract`, { schema: contractSchema });
export const saveContractDetails = (caseId: number, body: ContractDetailsBody) =>
  apiClient.post(`${A}/${caseId}/contract/details`, { body, schema: contractSchema });
export const submitContract = (caseId: number) => apiClient.post(`${A}/${caseId}/contract/submit`, { schema: contractSchema });
export const getStatementTemplate = (revisionId: number) => apiClient.get(`${A}/statement/template/${revisionId}`, { schema: statementTemplateSchema });
export const getGpl = (page: number, ids?: number[]) =>
  apiClient.get('/api/family/company/gpl/items', { query: { page, size: 100, ...(ids ? { ids: ids.join(',') } : {}) }, schema: gplSchema });
export const getStatement = (caseId: number) => apiClient.get(`${C}/${caseId}/statement`, { schema: statementSchema });
export const getPayments = (caseId: number) => apiClient.get(`${C}/${caseId}/payments`, { schema: casePaymentListSchema });
export const getPayment = (caseId: number, paymentId: string) => apiClient.get(`${C}/${caseId}/payments/${paymentId}`, { schema: casePaymentSchema });
export const connectPayments = (caseId: number) => apiClient.post(`${C}/${caseId}/payments/connect`, { schema: paymentConnectSchema });
export const chargeCard = (caseId: number, body: ChargeBody) => apiClient.post(`${C}/${caseId}/payments`, { body, schema: casePaymentSchema });
export const getContractRevisions = (caseId: number) => apiClient.get(`${A}/${caseId}/contract/revisions`, { schema: contractRevisionListSchema });
// Staff only: open a new revision of a signed contract.
export const openContractRevision = (caseId: number) => apiClient.post(`${A}/${caseId}/contract/revisions`, { schema: contractSchema });
