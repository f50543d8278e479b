import { bus } from '@keepsake/shared/bus';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { builderKeys } from '../api/builder-keys';
import { rollbackPublication } from '../api/rollback-publication';
import { messageOf } from '../state/notice';

/** Rolls back a publish; the history then shows it rolled back. `error` is the sentence to show. */
export function useRollback(onRolledBack: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: rollbackPublication,
    onSuccess: async () => {
      bus.emit('site:published');
      await queryClient.invalidateQueries({ queryKey: builderKeys.publications });
      onRolledBack();
    },
  });
  return {
    mutate: mutation.mutate,
    isPending: mutation.isPending,
    error: mutation.error ? messageOf(mutation.error, 'The studio could not reach the server. Please try again.') : null,
  };
}
