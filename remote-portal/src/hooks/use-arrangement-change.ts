import type { Arrangement } from '@keepsake/shared/contract';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { familyKeys } from '../api/family-keys';

// Every change answers with the whole arrangement: the running total updates from the server's numbers,
// and what depends on it (packages, statement, the task the server moved along) is read again.
export function useArrangementChange<V>(caseId: number, change: (variables: V) => Promise<Arrangement>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (arrangement) => {
      client.setQueryData(familyKeys.arrangement(caseId), arrangement);
      void client.invalidateQueries({ queryKey: familyKeys.packages(caseId) });
      void client.invalidateQueries({ queryKey: familyKeys.statement(caseId) });
      void client.invalidateQueries({ queryKey: familyKeys.tasks(caseId) });
    },
  });
}
