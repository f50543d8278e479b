import { CASE_DETAIL_GROUPS, type CaseDetailsBody } from '@keepsake/shared/contract';
import { useMutation, usePageQuery, useQueryClient } from '@keepsake/shared/query';
import { familyKeys } from '../../../api/family-keys';
import { PortalLoading } from '../../../components/portal-page';
import type { TaskPageProps } from '../../../lib/task-pages';
import { caseDetailsQuery } from '../api/get-case-details';
import { saveCaseDetails } from '../api/save-case-details';
import { DetailGroupForm } from './detail-group-form';

/** The add-details task's work area: each group of facts saved on its own. */
export function AddDetails({ caseDetail }: TaskPageProps) {
  const queryClient = useQueryClient();
  const caseId = caseDetail.id;
  const details = usePageQuery(caseDetailsQuery(caseId));
  const save = useMutation({
    mutationFn: (body: CaseDetailsBody) => saveCaseDetails(caseId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(familyKeys.details(caseId), saved);
      // Name and dates show on the hub and the home page.
      void queryClient.invalidateQueries({ queryKey: familyKeys.case(caseId) });
      void queryClient.invalidateQueries({ queryKey: familyKeys.allCases });
    },
  });
  if (!details) return <PortalLoading label="Loading the details…" />;
  return (
    <>
      {CASE_DETAIL_GROUPS.map((group) => (
        <DetailGroupForm key={group} group={group} saved={details.groups[group]} onSave={(body) => save.mutateAsync(body)} />
      ))}
    </>
  );
}
