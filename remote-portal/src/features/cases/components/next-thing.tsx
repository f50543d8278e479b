import { Link } from 'react-router-dom';
import type { Task } from '@keepsake/shared/contract/case';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { cardStyle, Section } from '../../../components/section';
import { TaskStatusBadge } from '../../../components/task-status-badge';
import { listOfNames } from '../../../lib/format';
import { nextThings } from '../../../lib/next-things';
import { TASK_CATALOGUE } from '../../../lib/task-catalogue';

/**
 * The first thing on the case home (issue 43.6): the one task that is mine to do next, as a link to its
 * page, then what waits on someone else, with their names. The full task list follows lower down.
 */
export function NextThing({ tasks, casePath, myId }: { tasks: Task[]; casePath: string; myId: string | null }) {
  const theme = useTheme();
  const { mine, waiting, allDone } = nextThings(tasks, myId);
  const link = { color: theme.colors.palette.primary.onPage, fontWeight: 700 } as const;
  return (
    <Section title="Next for you">
      {mine ? (
        <div css={{ ...cardStyle(theme), borderWidth: 2, borderColor: theme.colors.palette.primary.onPage, display: 'grid', gap: theme.space.xs }}>
          <Link to={`${casePath}/${TASK_CATALOGUE[mine.kind].path}`} css={{ ...link, fontSize: fontSizes.xl }}>
            {TASK_CATALOGUE[mine.kind].title}
          </Link>
          <p css={{ margin: 0, lineHeight: 1.5 }}>{TASK_CATALOGUE[mine.kind].summary}</p>
          <p css={{ margin: 0 }}>
            {mine.status === 'NEEDS_APPROVAL' ? 'The funeral home is waiting for your approval. ' : ''}
            <TaskStatusBadge status={mine.status} />
          </p>
        </div>
      ) : (
        <p css={{ margin: 0 }}>{allDone ? 'Every task is complete. Thank you.' : 'Nothing is waiting on you right now.'}</p>
      )}
      {waiting.length > 0 ? (
        <>
          <h3 css={{ fontSize: fontSizes.md, margin: `${theme.space.lg} 0 ${theme.space.xs}` }}>Waiting on someone else</h3>
          <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xxs }}>
            {waiting.map(({ task, names }) => (
              <li key={task.id}>
                <Link to={`${casePath}/${TASK_CATALOGUE[task.kind].path}`} css={link}>
                  {TASK_CATALOGUE[task.kind].title}
                </Link>
                : {listOfNames(names)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
