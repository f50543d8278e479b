import { apiClient } from '@keepsake/shared/api-client';
import {
  contractChangesSchema,
  contractSchema,
  statementSchema,
  statementTemplateSchema,
  type Contract,
  type ContractChanges,
  type InPersonSignatureBody,
  type Statement,
  type StatementTemplate,
} from '@keepsake/shared/contract/arrangement';
import { queryOptions } from '@keepsake/shared/query';
import { familyPaths } from '@keepsake/shared/rules/family';
import { caseKeys } from './case-keys';

// "Sign with the family now" (issue 39 point 3): the statement as the purchaser reads it at the table, its
// disclosures, and the in-person signature (staff of the home only; the purchaser's copy is mailed by the API).

export const statementQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'statement'] as const,
    queryFn: ({ signal }) => apiClient.get<Statement>(familyPaths.statement(caseId), { schema: statementSchema, signal }),
  });

export const statementTemplateQuery = (revisionId: number) =>
  queryOptions({
    queryKey: ['statement-template', revisionId] as const,
    queryFn: ({ signal }) => apiClient.get<StatementTemplate>(familyPaths.statementTemplate(revisionId), { schema: statementTemplateSchema, signal }),
  });

export const signInPerson = (caseId: number, body: InPersonSignatureBody) =>
  apiClient.post<Contract>(familyPaths.signInPerson(caseId), { body, schema: contractSchema });

// Issue 39 point 4: a change after signing is a new revision of the contract (the signed one is kept as signed).
export const contractChangesQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'contract-changes'] as const,
    queryFn: ({ signal }) => apiClient.get<ContractChanges>(familyPaths.contractChanges(caseId), { schema: contractChangesSchema, signal }),
  });

export const openRevision = (caseId: number) => apiClient.post<Contract>(familyPaths.contractRevisions(caseId), { schema: contractSchema });
