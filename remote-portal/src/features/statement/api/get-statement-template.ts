import { apiClient } from '@keepsake/shared/api-client';
import type { StatementTemplate } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/statement/template/{revisionId}: the wording the statement is signed under.
export const statementTemplateQuery = (revisionId: number | null) =>
  queryOptions({
    queryKey: familyKeys.template(revisionId ?? 0),
    queryFn: () => apiClient.get<StatementTemplate>(familyPaths.statementTemplate(revisionId!)),
    enabled: revisionId !== null,
  });
