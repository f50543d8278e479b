import { CASE_DETAIL_GROUPS, type CaseDetailsBody } from '@keepsake/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { familyKeys } from '../../../api/family-keys';
import { PortalLoading } from '../../../components/portal-page';
import { toPageError } from '../../../lib/page-error';
import type { TaskPageProps } from '../../../lib/task-pages';
import { getCaseDetails } from '../api/get-case-details';
import { saveCaseDetails } from '../api/save-case-details';
import { DetailGroupForm } from './detail-group-form';

/** The add-details task's work area: each group of facts saved on its own. */
export function AddDetails({ caseDetail }: TaskPageProps) {
  const queryClient = useQueryClient();
  const caseId = caseDetail.id;
  const details = useQuery({ queryKey: familyKeys.details(caseId), queryFn: () => getCaseDetails(caseId), staleTime: Infinity });
  const save = useMutation({
    mutationFn: (body: CaseDetailsBody) => saveCaseDetails(caseId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(familyKeys.details(caseId), saved);
      // Name and dates show on the hub and the home page.
      void queryClient.invalidateQueries({ queryKey: familyKeys.case(caseId) });
      void queryClient.invalidateQueries({ queryKey: ['family', 'cases'] });
    },
  });
  if (details.error) throw toPageError(details.error);
  if (!details.data) return <PortalLoading label="Loading the details…" />;
  return (
    <>
      {CASE_DETAIL_GROUPS.map((group) => (
        <DetailGroupForm key={group} group={group} saved={details.data.groups[group]} onSave={(body) => save.mutateAsync(body)} />
      ))}
    </>
  );
}
