import type { TaskStatus } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { STATUS_LABELS } from '../lib/task-catalogue';

const COLORS = { NOT_STARTED: 'neutral', IN_PROGRESS: 'info', NEEDS_APPROVAL: 'warning', COMPLETE: 'success' } as const;

/** The status in words (never colour alone), on a tinted chip. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const theme = useTheme();
  const pair = theme.colors.palette[COLORS[status]];
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '0.15rem 0.6rem',
        borderRadius: '999px',
        border: `1px solid ${pair.onPage}`,
        color: pair.onPage,
        fontSize: '0.875rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
