import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDate } from '@keepsake/shared/time';
import { Button, Progress, useHomeTimeZone } from '@keepsake/shared/ui';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { Section } from '../../../components/section';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { useSignOutOn401 } from '../../../hooks/use-sign-out-on-401';
import { messageOf } from '@keepsake/shared/api-client';
import { askKeepsake } from '../api/ask-keepsake';
import { keepsakeKey, keepsakeQuery } from '../api/keepsake-query';
import { KeepsakeDownloads } from './keepsake-downloads';

/**
 * /family-portal/{id}/{name}/keepsake: the whole memorial to take home — an archive that opens offline and
 * a book to print. The primary contact (or staff) asks; it is made in the background, with its progress
 * here and a mail when it is ready. Every member of the case can download it for seven days.
 */
export function KeepsakePage() {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { caseDetail, casePath } = useCaseOutlet();
  const client = useQueryClient();
  const state = useQuery(keepsakeQuery(caseDetail.id));
  useSignOutOn401(state.error);
  const [alert, setAlert] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => askKeepsake(caseDetail.id),
    // The ask is in the case's history on the desk's case page.
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (value) => client.setQueryData(keepsakeKey(caseDetail.id), value),
  });
  const mayAsk = caseDetail.access !== 'HELPER';
  const job = state.data?.job ?? null;
  const making = job?.status === 'QUEUED' || job?.status === 'RUNNING';

  const onAsk = async () => {
    setAlert(null);
    try {
      await ask.mutateAsync();
    } catch (error) {
      setAlert(messageOf(error, 'The keepsake could not be asked for just now. Please try again.'));
    }
  };

  return (
    <PortalPage
      title={`The keepsake: ${caseDetail.fullName}`}
      heading="The keepsake"
      crumbs={[
        { label: 'Family Portal', to: '/family-portal' },
        { label: caseDetail.fullName, to: casePath },
      ]}
    >
      <p>
        Everything the family and friends gathered for {caseDetail.fullName}, in one piece: the obituary, every photo, the music, the memories and the services,
        in an archive that opens in any browser (even offline), and a memorial book ready to print in A4 and US Letter.
      </p>
      <Section title="Your keepsake">
        {state.isPending ? <PortalLoading label="Loading the keepsake…" /> : null}
        {!state.isPending && !job ? <p>No keepsake has been made yet.</p> : null}
        {making ? (
          <div>
            <p role="status">{job.status === 'QUEUED' ? 'Waiting to start…' : `${job.step || 'Working'}… ${job.progress}%`}</p>
            <Progress value={job.progress} max={100} label="Keepsake progress" />
            <p>We will send you a mail when it is ready. You can leave this page.</p>
          </div>
        ) : null}
        {job?.status === 'DONE' && job.downloads.length > 0 ? (
          <div>
            <p>Ready. You can download it until {formatDate(job.expiresAt!, timeZone)}.</p>
            <KeepsakeDownloads downloads={job.downloads} />
          </div>
        ) : null}
        {job?.status === 'DONE' && job.downloads.length === 0 ? <p>The download links of the last keepsake have expired. Ask for a new one below.</p> : null}
        {job?.status === 'FAILED' ? (
          <p role="alert" css={{ color: theme.colors.palette.error.onPage }}>
            The keepsake could not be made. The funeral home has been told; you can also ask again.
          </p>
        ) : null}
        {mayAsk && !making ? (
          <div css={{ marginTop: theme.space.md }}>
            <Button onClick={() => void onAsk()} disabled={ask.isPending}>
              {job ? 'Make a new keepsake' : 'Ask for the keepsake'}
            </Button>
          </div>
        ) : null}
        {!mayAsk && !job ? <p>The family&apos;s primary contact can ask for it.</p> : null}
        {alert ? (
          <p role="alert" css={{ color: theme.colors.palette.error.onPage }}>
            {alert}
          </p>
        ) : null}
      </Section>
    </PortalPage>
  );
}
