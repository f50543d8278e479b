import { useRef, useState } from 'react';
import type { WallComment, WallStatus } from '@keepsake/shared/contract/case';
import { keepPreviousData, useQuery, useChanged } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatPostedAt } from '@keepsake/shared/time';
import { Button, toast, useHomeTimeZone } from '@keepsake/shared/ui';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import type { TaskPageProps } from '../../../lib/task-pages';
import { wallCommentsQuery } from '../api/get-wall-comments';
import { setWallCommentStatus } from '../api/set-wall-comment-status';
import { MemoryPhoto } from './memory-photo';

const TABS: { status: WallStatus; label: string }[] = [
  { status: 'waiting', label: 'Waiting' },
  { status: 'shown', label: 'On the wall' },
  { status: 'hidden', label: 'Hidden' },
];

/** Memories by status; show or hide one, or every one picked. The public wall follows at once. */
export function ReviewWallComments({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const changed = useChanged();
  const [status, setStatus] = useState<WallStatus>('waiting');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const query = useQuery({ ...wallCommentsQuery(caseDetail.id, status, page), placeholderData: keepPreviousData });
  const counts = query.data?.counts;

  const apply = async (ids: number[], to: 'shown' | 'hidden') => {
    setBusy(true);
    const results = await Promise.allSettled(ids.map((id) => setWallCommentStatus(caseDetail.id, id, to)));
    setBusy(false);
    setPicked(new Set());
    const failed = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
    const done = ids.length - failed.length;
    if (done > 0) toast.success({ title: `${done} ${done === 1 ? 'memory' : 'memories'} ${to === 'shown' ? 'now on the wall' : 'hidden from the wall'}` });
    if (failed[0]) toast.error({ title: 'Some memories were not changed', description: messageOf(failed[0].reason) });
    await changed([['case', caseDetail.id]]);
    // The memory just shown or hidden leaves this tab, and its button with it: keep the reviewer on the list, not
    // at the top of the page, unless they have already moved on.
    const at = document.activeElement;
    if (at === null || at === document.body || listRef.current?.contains(at)) listRef.current?.focus();
  };

  const items = query.data?.items ?? [];
  return (
    <div css={{ marginTop: theme.space.lg }}>
      {counts && counts.waiting > 0 ? (
        <p role="status" css={{ fontWeight: 600 }}>
          {counts.waiting} {counts.waiting === 1 ? 'memory is' : 'memories are'} waiting for you.
        </p>
      ) : null}
      <div role="group" aria-label="Memories by status" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, marginBottom: theme.space.md }}>
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            displayType={tab.status === status ? 'PRIMARY' : 'SECONDARY'}
            aria-pressed={tab.status === status}
            onClick={() => {
              setStatus(tab.status);
              setPage(1);
              setPicked(new Set());
            }}
          >
            {tab.label}
            {counts ? ` (${counts[tab.status]})` : ''}
          </Button>
        ))}
      </div>
      {items.length > 1 ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, marginBottom: theme.space.md }}>
          {status !== 'shown' ? (
            <Button size="sm" disabled={busy || picked.size === 0} onClick={() => void apply([...picked], 'shown')}>
              Show the {picked.size || ''} picked
            </Button>
          ) : null}
          {status !== 'hidden' ? (
            <Button size="sm" displayType="SECONDARY" disabled={busy || picked.size === 0} onClick={() => void apply([...picked], 'hidden')}>
              Hide the {picked.size || ''} picked
            </Button>
          ) : null}
        </div>
      ) : null}
      {query.error ? <p role="alert">{messageOf(query.error)}</p> : null}
      {query.isPending ? <p role="status">Loading memories…</p> : null}
      {!query.isPending && items.length === 0 ? <p>No memories here.</p> : null}
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={`Memories: ${TABS.find((tab) => tab.status === status)!.label}`}
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}
      >
        {items.map((item) => (
          <MemoryCard
            key={item.id}
            item={item}
            picked={picked.has(item.id)}
            busy={busy}
            onPick={(on) =>
              setPicked((set) => {
                const next = new Set(set);
                if (on) next.add(item.id);
                else next.delete(item.id);
                return next;
              })
            }
            onSet={(to) => void apply([item.id], to)}
          />
        ))}
      </ul>
      {query.data && (page > 1 || query.data.hasNext) ? (
        <nav aria-label="Pages of memories" css={{ display: 'flex', gap: theme.space.sm, marginTop: theme.space.md }}>
          <Button displayType="SECONDARY" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <Button displayType="SECONDARY" disabled={!query.data.hasNext} onClick={() => setPage((p) => p + 1)}>
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function MemoryCard({
  item,
  picked,
  busy,
  onPick,
  onSet,
}: {
  item: WallComment;
  picked: boolean;
  busy: boolean;
  onPick(on: boolean): void;
  onSet(to: 'shown' | 'hidden'): void;
}) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const id = `memory-${item.id}`;
  return (
    <li css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.xs }} aria-labelledby={id}>
      <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={picked}
          onChange={(event) => onPick(event.target.checked)}
          aria-label={`Pick the memory from ${item.authorName}`}
          css={{ width: 24, height: 24 }}
        />
        <strong id={id}>
          {item.authorName}
          {item.relationship ? `, ${item.relationship}` : ''}
        </strong>
      </div>
      <p css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6 }}>{item.text}</p>
      {item.photoUrl ? <MemoryPhoto memoryId={item.id} authorName={item.authorName} url={item.photoUrl} /> : null}
      <small>
        <time dateTime={item.createdAt}>{formatPostedAt(item.createdAt, timeZone)}</time>
      </small>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
        {item.status !== 'shown' ? (
          <Button size="sm" disabled={busy} onClick={() => onSet('shown')} aria-label={`Show the memory from ${item.authorName}`}>
            Show on the wall
          </Button>
        ) : null}
        {item.status !== 'hidden' ? (
          <Button size="sm" displayType="SECONDARY" disabled={busy} onClick={() => onSet('hidden')} aria-label={`Hide the memory from ${item.authorName}`}>
            Hide
          </Button>
        ) : null}
      </div>
    </li>
  );
}
