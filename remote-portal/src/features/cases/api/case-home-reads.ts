import { useEffect } from 'react';
import { useQueryClient } from '@keepsake/shared/query';
import { membersQuery } from '../../../api/get-members';
import { obituaryDraftQuery } from '../../../api/get-obituary-draft';
import { tasksQuery } from '../../../api/get-tasks';

// Issue 44: the case home draws once, when its three reads are in (case-hub.tsx). They used to start only when
// the hub rendered, that is after the case's own read had answered: sign-in, then the case, then these, one
// after the other (LCP 3.1 s at the mid-tier, nearly all of it waiting). The case layout starts them with the
// case's read instead (useCaseHomeReads), from the case id in the address; the hub then finds them in the cache
// or in flight. One list, so the hub and the layout cannot ask for different things.
export const caseHomeReads = (caseId: number) => ({
  tasks: tasksQuery(caseId),
  members: membersQuery(caseId),
  draft: obituaryDraftQuery(caseId),
});

/**
 * Starts the case home's reads at once when `caseId` is the case whose home is opening (null: another page of the
 * case, which does not need them). Each read is the family API's own, with its guards (site, account, membership,
 * role); a refusal here is asked again by the hub, which shows it as it always has.
 */
export function useCaseHomeReads(caseId: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (caseId === null) return;
    const reads = caseHomeReads(caseId);
    void client.prefetchQuery(reads.tasks);
    void client.prefetchQuery(reads.members);
    void client.prefetchQuery(reads.draft);
  }, [client, caseId]);
}
