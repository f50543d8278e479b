import { forwardRef, useState } from 'react';
import type { Memory } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { useHomeTimeZone, visuallyHidden } from '@keepsake/shared/ui';
import { formatPostedAt } from '@keepsake/shared/time';

// Longer memories show their start and a "Read more", so a long wall can still be scrolled on a phone.
export const SHORTENED_AT = 420;

export function shortened(text: string, at = SHORTENED_AT): string | null {
  if (text.length <= at + 80) return null;
  const cut = text.lastIndexOf(' ', at);
  return `${text.slice(0, cut > at / 2 ? cut : at).trimEnd()}…`;
}

/** One memory. Every part is the visitor's own words, so all of it renders as text. */
export const MemoryCard = forwardRef<HTMLElement, { memory: Memory; reportHref?: string | null }>(function MemoryCard({ memory, reportHref }, ref) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const short = shortened(memory.text);
  const [open, setOpen] = useState(false);
  const linkStyle = {
    color: theme.colors.palette.primary.onPage,
    fontWeight: 600,
    background: 'none',
    border: 0,
    padding: '0.5rem 0',
    minHeight: '2.75rem',
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
  } as const;
  return (
    <li>
      <article
        ref={ref}
        tabIndex={-1}
        aria-label={`Memory from ${memory.authorName}`}
        css={{
          padding: theme.space.lg,
          borderRadius: theme.radii.card,
          background: theme.colors.surface,
          boxShadow: '0 1px 2px rgba(0,0,0,0.06), 0 4px 16px rgba(0,0,0,0.04)',
        }}
      >
        <p css={{ margin: short ? 0 : '0 0 1rem', fontSize: fontSizes.md, lineHeight: 1.7, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {short && !open ? short : memory.text}
        </p>
        {short ? (
          <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)} css={[linkStyle, { display: 'block', marginBottom: '0.5rem' }]}>
            {open ? 'Show less' : 'Read more'}
            <span css={visuallyHidden}> of the memory from {memory.authorName}</span>
          </button>
        ) : null}
        {memory.photo ? (
          <img
            src={memory.photo.url}
            width={memory.photo.width}
            height={memory.photo.height}
            alt={`Shared by ${memory.authorName}`}
            loading="lazy"
            decoding="async"
            css={{ display: 'block', maxWidth: '100%', height: 'auto', maxHeight: '28rem', objectFit: 'contain', borderRadius: '6px', margin: '0 0 1rem' }}
          />
        ) : null}
        <footer css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space.xs, fontSize: fontSizes.md }}>
          <span>
            <strong css={{ overflowWrap: 'anywhere' }}>{memory.authorName}</strong>
            {memory.relationship ? <span css={{ color: theme.colors.palette.neutral.onPage }}> · {memory.relationship}</span> : null}
          </span>
          <span css={{ display: 'inline-flex', gap: theme.space.md, alignItems: 'baseline' }}>
            <time dateTime={memory.createdAt} css={{ color: theme.colors.palette.neutral.onPage }}>
              {formatPostedAt(memory.createdAt, timeZone)}
            </time>
            {reportHref ? (
              <a href={reportHref} css={{ color: theme.colors.palette.neutral.onPage, fontSize: fontSizes.sm }}>
                Report<span css={visuallyHidden}> the memory from {memory.authorName}</span>
              </a>
            ) : null}
          </span>
        </footer>
      </article>
    </li>
  );
});
