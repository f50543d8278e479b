import { useId, useState } from 'react';
import type { CaseAccess, Task } from '@keepsake/shared/contract/case';
import { useQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { controlStyles, labelStyles } from '@keepsake/shared/ui';
import { cardStyle } from '../../../components/section';
import { userSuggestionsQuery } from '../api/get-user-suggestions';
import { userSearchQuery } from '../api/search-users';
import { useTaskChange } from '../hooks/use-task-mutations';
import { canLead, STATUS_LABELS } from '../../../lib/task-catalogue';
import { isApprovalTask, movesFor } from '../../../lib/task-moves';
import { TaskStatusBadge } from '../../../components/task-status-badge';

interface TaskPanelProps {
  caseId: number;
  task: Task;
  access: CaseAccess;
  me: { id: string; name: string };
}

/** Status with its allowed moves, and who has the task: take it, give it, take someone off. */
export function TaskPanel({ caseId, task, access, me }: TaskPanelProps) {
  const theme = useTheme();
  const change = useTaskChange(caseId);
  const lead = canLead(access);
  const moves = movesFor(task.kind, task.status);
  const mine = task.assignees.some((assignee) => assignee.id === me.id);
  const busy = change.isPending;

  return (
    <section aria-label="Status and who has this task" css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.md, marginBottom: theme.space.xl }}>
      <div>
        <h2 css={{ fontSize: fontSizes.lg, margin: `0 0 ${theme.space.xs}` }}>Status</h2>
        <p css={{ margin: `0 0 ${theme.space.sm}` }} aria-live="polite">
          <TaskStatusBadge status={task.status} />
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {moves.map((move) => (
            <Button
              key={move.to}
              size="sm"
              displayType={move.to === 'COMPLETE' ? 'PRIMARY' : 'SECONDARY'}
              disabled={busy}
              onClick={() =>
                change.mutate(
                  { type: 'move', taskId: task.id, status: move.to },
                  { onSuccess: (updated) => toast.success(`Marked “${STATUS_LABELS[updated.status]}”.`) },
                )
              }
            >
              {move.label}
            </Button>
          ))}
        </div>
        {isApprovalTask(task.kind) && task.status !== 'COMPLETE' ? (
          <p css={{ margin: `${theme.space.sm} 0 0` }}>
            {lead
              ? 'Approving is done above, with the approve button: it completes this task.'
              : 'Only the family’s primary contact can approve this, above on this page.'}
          </p>
        ) : null}
      </div>

      <div>
        <h2 css={{ fontSize: fontSizes.lg, margin: `0 0 ${theme.space.xs}` }}>Who has this task</h2>
        {task.assignees.length === 0 ? <p css={{ margin: `0 0 ${theme.space.sm}` }}>No one has this task yet.</p> : null}
        <ul css={{ listStyle: 'none', margin: `0 0 ${theme.space.sm}`, padding: 0, display: 'grid', gap: theme.space.xs }}>
          {task.assignees.map((assignee) => (
            <li key={assignee.id} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
              <span>{assignee.id === me.id ? `${assignee.name} (you)` : assignee.name}</span>
              {lead || assignee.id === me.id ? (
                <Button
                  size="sm"
                  displayType="SECONDARY"
                  disabled={busy}
                  aria-label={`Take ${assignee.id === me.id ? 'yourself' : assignee.name} off this task`}
                  onClick={() => change.mutate({ type: 'unassign', taskId: task.id, userId: assignee.id })}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {!mine && access !== 'STAFF' ? (
          <Button size="sm" disabled={busy} onClick={() => change.mutate({ type: 'assign', taskId: task.id, userId: me.id })}>
            I&apos;ll do this
          </Button>
        ) : null}
        {lead ? (
          <AssignSomeone caseId={caseId} task={task} disabled={busy} onAssign={(userId) => change.mutate({ type: 'assign', taskId: task.id, userId })} />
        ) : null}
      </div>
    </section>
  );
}

/** Suggestions first (members not on the task, least busy first); typing searches every member. */
function AssignSomeone({ caseId, task, disabled, onAssign }: { caseId: number; task: Task; disabled: boolean; onAssign: (userId: string) => void }) {
  const theme = useTheme();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const suggestions = useQuery({
    ...userSuggestionsQuery(
      caseId,
      task.id,
      task.assignees.map((a) => a.id),
    ),
    enabled: trimmed === '',
  });
  const search = useQuery({ ...userSearchQuery(caseId, trimmed), enabled: trimmed !== '' });
  const assigned = new Set(task.assignees.map((a) => a.id));
  const people = (trimmed === '' ? suggestions.data?.items : search.data?.items)?.filter((person) => !assigned.has(person.id)) ?? [];

  return (
    <div css={{ marginTop: theme.space.md }}>
      <label htmlFor={inputId} css={labelStyles(theme)}>
        Give this task to a family member
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder="Type a name or email"
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
        css={[controlStyles(theme), { marginTop: theme.space.xxs }]}
      />
      <ul
        aria-label={trimmed === '' ? 'Suggested family members' : 'Family members found'}
        css={{ listStyle: 'none', padding: 0, margin: `${theme.space.sm} 0 0`, display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}
      >
        {people.map((person) => (
          <li key={person.id}>
            <Button size="sm" displayType="SECONDARY" disabled={disabled} onClick={() => onAssign(person.id)}>
              Assign {person.name}
            </Button>
          </li>
        ))}
      </ul>
      {trimmed !== '' && search.isSuccess && people.length === 0 ? <p role="status">No family member on this case matches “{trimmed}”.</p> : null}
    </div>
  );
}
