import { useAtomValue } from 'jotai';
import type { TaskKind } from '@keepsake/shared/contract/case';
import { usePageQuery } from '@keepsake/shared/query';
import { sessionAtom } from '@keepsake/shared/store';
import { tasksQuery } from '../../../api/get-tasks';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { TaskPanel } from './task-panel';

/**
 * The task's status and who has it, for a task page that has its own frame (arrangements, statement): the
 * same panel as every other task page, fed from the case's task list.
 */
export function CaseTaskPanel({ kind }: { kind: TaskKind }) {
  const { caseDetail } = useCaseOutlet();
  const session = useAtomValue(sessionAtom);
  const tasks = usePageQuery(tasksQuery(caseDetail.id));
  const task = tasks?.items.find((item) => item.kind === kind);
  // A line, not the page-sized placeholder: the page's own content loads below it.
  if (!task || session.status !== 'authenticated') return <p role="status">Loading the task…</p>;
  return <TaskPanel caseId={caseDetail.id} task={task} access={caseDetail.access} me={{ id: session.user.id, name: session.user.name }} />;
}
