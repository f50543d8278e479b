import type { Memory } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { formatPosted } from '../../../lib/format';

/** One memory. Every part is the visitor's own words, so all of it renders as text. */
export function MemoryCard({ memory }: { memory: Memory }) {
  const theme = useTheme();
  return (
    <li>
      <article css={{ padding: theme.space.lg, borderRadius: theme.radii.card, background: '#fff', boxShadow: '0 1px 2px rgba(0,0,0,0.06), 0 4px 16px rgba(0,0,0,0.04)' }}>
        <p css={{ margin: '0 0 1rem', fontSize: '1.05rem', lineHeight: 1.7, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{memory.text}</p>
        <footer css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space.xs, fontSize: '0.95rem' }}>
          <span>
            <strong css={{ overflowWrap: 'anywhere' }}>{memory.authorName}</strong>
            {memory.relationship ? <span css={{ color: theme.colors.palette.neutral.onPage }}> · {memory.relationship}</span> : null}
          </span>
          <time dateTime={memory.createdAt} css={{ color: theme.colors.palette.neutral.onPage }}>
            {formatPosted(memory.createdAt)}
          </time>
        </footer>
      </article>
    </li>
  );
}
