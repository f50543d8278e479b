import { messageOf } from '@keepsake/shared/api-client';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { toast } from '@keepsake/shared/ui';
import { arrangementQuery } from '../../api/line-prices';

/**
 * One write of the arrangement editor: the answer is the arrangement, put straight in place; the case is named as
 * changed so its other readers (the case page, the packages) refresh; a refusal is said in the API's words.
 */
export function useArrangementWrite(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ run }: { run: () => Promise<Arrangement>; done?: string }) => run(),
    meta: { changes: [['case', caseId]] },
    onSuccess: (arrangement, { done }) => {
      queryClient.setQueryData(arrangementQuery(caseId).queryKey, arrangement);
      if (done) toast.success({ title: done });
    },
    onError: (error) => toast.error({ title: messageOf(error, 'That did not work just now. Please try again.') }),
  });
}
