import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import type { TaskKind } from '@keepsake/shared/contract/case';
import { usePageQuery } from '@keepsake/shared/query';
import { sessionAtom } from '@keepsake/shared/store';
import { tasksQuery } from '../../../api/get-tasks';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { TASK_CATALOGUE } from '../../../lib/task-catalogue';
import { TaskPanel } from './task-panel';
import type { TaskWorkArea } from '../../../lib/task-pages';
import { fontSizes } from '@keepsake/shared/theme';

/**
 * One task's page (SPEC §2 case sub-pages): the task itself first (its own work area), then its status and
 * who has it (issue 43.6: the assignment controls came first and pushed the task below the fold on a phone).
 * The route tree hands in the work area (only it composes features); every task routed here has one.
 */
export function TaskPage({ kind, workArea: WorkArea }: { kind: TaskKind; workArea: TaskWorkArea }) {
  const { caseDetail, casePath } = useCaseOutlet();
  const session = useAtomValue(sessionAtom);
  const tasks = usePageQuery(tasksQuery(caseDetail.id));
  const definition = TASK_CATALOGUE[kind];
  const task = tasks?.items.find((item) => item.kind === kind);
  const me = session.status === 'authenticated' ? { id: session.user.id, name: session.user.name } : null;

  return (
    <PortalPage
      title={`${definition.title} – ${caseDetail.fullName}`}
      heading={definition.title}
      crumbs={[
        { label: 'Family Portal', to: '/family-portal' },
        { label: caseDetail.fullName, to: casePath },
      ]}
    >
      <p css={{ fontSize: fontSizes.lg, lineHeight: 1.6, marginTop: 0 }}>{definition.summary}</p>
      {!task || !me ? (
        <PortalLoading label="Loading the task…" />
      ) : (
        <>
          <Suspense fallback={<PortalLoading />}>
            <WorkArea caseDetail={caseDetail} task={task} />
          </Suspense>
          <TaskPanel caseId={caseDetail.id} task={task} access={caseDetail.access} me={me} />
        </>
      )}
    </PortalPage>
  );
}
