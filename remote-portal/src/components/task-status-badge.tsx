import type { TaskStatus } from '@keepsake/shared/contract/case';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { STATUS_LABELS } from '../lib/task-catalogue';

const COLORS = { NOT_STARTED: 'neutral', IN_PROGRESS: 'info', NEEDS_APPROVAL: 'warning', COMPLETE: 'success' } as const;

/**
 * The status in words (never colour alone) after a small coloured mark. Plain text on purpose: a bordered,
 * rounded chip read as a button people tried to press (issue 43.6); the buttons that change a status are
 * on the task's page.
 */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const theme = useTheme();
  const pair = theme.colors.palette[COLORS[status]];
  return (
    <span
      data-task-status={status}
      css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em', color: pair.onPage, fontSize: fontSizes.md, whiteSpace: 'nowrap' }}
    >
      <span
        aria-hidden="true"
        css={{
          width: '0.6em',
          height: '0.6em',
          flex: 'none',
          borderRadius: '50%',
          // A complete task is a filled mark, an open one a ring: the difference is in the shape too.
          background: status === 'COMPLETE' ? pair.onPage : 'transparent',
          boxShadow: `inset 0 0 0 2px ${pair.onPage}`,
        }}
      />
      {STATUS_LABELS[status]}
    </span>
  );
}
