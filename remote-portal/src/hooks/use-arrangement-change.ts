import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { familyKeys } from '../api/family-keys';

// Every change answers with the whole arrangement: the running total updates from the server's numbers,
// and what depends on it (packages, statement, the task the server moved along, the desk's case page) is read
// again, as the data layer's map names the case's readers (shared/src/query/invalidation.ts).
export function useArrangementChange<V>(caseId: number, change: (variables: V) => Promise<Arrangement>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { changes: [['case', caseId]] },
    onSuccess: (arrangement) => client.setQueryData(familyKeys.arrangement(caseId), arrangement),
  });
}
