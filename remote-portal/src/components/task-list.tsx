import { Link } from 'react-router-dom';
import type { Task } from '@keepsake/shared/contract/case';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { listOfNames } from '../lib/format';
import { TASK_CATALOGUE } from '../lib/task-catalogue';
import { TaskStatusBadge } from './task-status-badge';

/** The centre of the case hub: every task with its status, who has it, and a link to its page. */
export function TaskList({ tasks, casePath, myId }: { tasks: Task[]; casePath: string; myId: string | null }) {
  const theme = useTheme();
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
      {tasks.map((task) => {
        const definition = TASK_CATALOGUE[task.kind];
        const names = task.assignees.map((assignee) => (assignee.id === myId ? 'you' : assignee.name));
        return (
          <li
            key={task.id}
            css={{
              display: 'grid',
              gap: theme.space.xs,
              padding: theme.space.md,
              border: `1px solid ${theme.colors.palette.neutral.onPage}`,
              borderRadius: theme.radii.card,
              [theme.mq.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
            }}
          >
            <div>
              <Link to={`${casePath}/${definition.path}`} css={{ fontWeight: 700, fontSize: fontSizes.lg, color: theme.colors.palette.primary.onPage }}>
                {definition.title}
              </Link>
              <p css={{ margin: `${theme.space.xxs} 0 0`, lineHeight: 1.5 }}>{definition.summary}</p>
              <p css={{ margin: `${theme.space.xxs} 0 0`, fontSize: fontSizes.md }}>
                {names.length > 0 ? `Assigned to ${listOfNames(names)}` : 'No one has this yet'}
              </p>
            </div>
            <TaskStatusBadge status={task.status} />
          </li>
        );
      })}
    </ul>
  );
}
