import { apiClient } from '@keepsake/shared/api-client';
import {
  contractSchema,
  statementSchema,
  statementTemplateSchema,
  type Contract,
  type InPersonSignatureBody,
  type Statement,
  type StatementTemplate,
} from '@keepsake/shared/contract';
import { queryOptions } from '@keepsake/shared/query';
import { familyPaths } from '@keepsake/shared/rules';
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
