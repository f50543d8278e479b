import { bus } from '@keepsake/shared/bus';
import { useMutation } from '@keepsake/shared/query';
import { rollbackPublication } from '../api/rollback-publication';
import { messageOf } from '../state/notice';

/** Rolls back a publish; the history then shows it rolled back. `error` is the sentence to show. */
export function useRollback(onRolledBack: () => void) {
  const mutation = useMutation({
    mutationFn: rollbackPublication,
    // The history is read again (the mutation cache awaits it) before onRolledBack shows it rolled back.
    meta: { changes: [['site']] },
    onSuccess: () => {
      bus.emit('site:published');
      onRolledBack();
    },
  });
  return {
    mutate: mutation.mutate,
    isPending: mutation.isPending,
    error: mutation.error ? messageOf(mutation.error, 'The studio could not reach the server. Please try again.') : null,
  };
}
