import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import type { TaskKind } from '@keepsake/shared/contract';
import { sessionAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { useTasks } from '../../../hooks/use-case-queries';
import { useCurrentCase } from '../../../hooks/use-current-case';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { cardStyle } from '../../../components/section';
import { listOfNames } from '../../../lib/format';
import { toPageError } from '../../../lib/page-error';
import { TASK_CATALOGUE } from '../../../lib/task-catalogue';
import { TaskPanel } from './task-panel';
import type { TaskWorkArea } from '../../../lib/task-pages';

/**
 * One task's page (SPEC §2 case sub-pages): status and assignees on top, then the task's own work area.
 * A task whose work area is not built yet says what it is and who has it, never an error. The route tree
 * hands in the work area (only it composes features).
 */
export function TaskPage({ kind, workArea: WorkArea }: { kind: TaskKind; workArea?: TaskWorkArea }) {
  const theme = useTheme();
  const { caseDetail, casePath } = useCurrentCase();
  const session = useAtomValue(sessionAtom);
  const tasks = useTasks(caseDetail.id);
  if (tasks.error) throw toPageError(tasks.error);
  const definition = TASK_CATALOGUE[kind];
  const task = tasks.data?.items.find((item) => item.kind === kind);
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
      <p css={{ fontSize: '1.1rem', lineHeight: 1.6, marginTop: 0 }}>{definition.summary}</p>
      {!task || !me ? (
        <PortalLoading label="Loading the task…" />
      ) : (
        <>
          <TaskPanel caseId={caseDetail.id} task={task} access={caseDetail.access} me={me} />
          {WorkArea ? (
            <Suspense fallback={<PortalLoading />}>
              <WorkArea caseDetail={caseDetail} task={task} />
            </Suspense>
          ) : (
            <div css={cardStyle(theme)}>
              <h2 css={{ fontSize: '1.2rem', marginTop: 0 }}>Coming soon to the portal</h2>
              <p css={{ lineHeight: 1.6 }}>
                You will do this task here soon. Until then, the funeral home helps you with it directly
                {task.assignees.length > 0 ? `, together with ${listOfNames(task.assignees.map((a) => a.name))}` : ''}.
              </p>
            </div>
          )}
        </>
      )}
    </PortalPage>
  );
}
