import type { DeskCaseDetail } from '@keepsake/shared/contract/staff';
import type { TaskKind, TaskStatus } from '@keepsake/shared/contract/case';
import { useTheme } from '@keepsake/shared/theme';
import { tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';

// The family's tasks as staff name them (the portal's own catalogue lives in remote-portal).
const TASK_NAMES: Record<TaskKind, string> = {
  'add-details': 'Details',
  'upload-obituary-photo': 'Obituary photo',
  'review-obituary': 'Obituary',
  'upload-photos': 'Photos',
  'upload-music': 'Music',
  'select-theme': 'Memorial theme',
  'review-wall-settings': 'Memorial wall settings',
  'review-wall-comments': 'Memories',
  'review-video': 'Tribute video',
  'review-stationery': 'Stationery',
  arrangements: 'Arrangements',
  statement: 'Statement and payment',
};
const STATUS_NAMES: Record<TaskStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  NEEDS_APPROVAL: 'Waiting for approval',
  COMPLETE: 'Complete',
};

/** Where the family is: every task of the case and its state. */
export function CaseTasks({ tasks }: { tasks: DeskCaseDetail['tasks'] }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="case-tasks-heading">
      <h3 id="case-tasks-heading">Tasks</h3>
      <TableScroll label="Tasks">
        <table css={tableStyles(theme)}>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <tr key={task.kind}>
                <td>{TASK_NAMES[task.kind]}</td>
                <td>{STATUS_NAMES[task.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
