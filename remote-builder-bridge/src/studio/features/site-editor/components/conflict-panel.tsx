import { useEffect, useRef } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import type { DraftConflict } from '../hooks/use-draft-actions';

/**
 * A stale save (409), said plainly: what the other staff member changed, where both changed the same thing,
 * and the way forward — re-apply this editor's changes onto the newer draft. Nothing is thrown away: "Not
 * now" keeps the edits here, and the next save asks again.
 */
export function ConflictPanel({
  conflict,
  busy,
  onReapply,
  onDismiss,
}: {
  conflict: DraftConflict;
  busy: boolean;
  onReapply: () => void;
  onDismiss: () => void;
}) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="studio-conflict-heading"
      css={{
        // Over the editor's second row, on every layout: the bar stays usable above it.
        gridColumn: '1 / -1',
        gridRow: 2,
        zIndex: 1,
        alignSelf: 'start',
        margin: theme.space.sm,
        padding: theme.space.md,
        background: theme.colors.background,
        border: `2px solid ${theme.colors.palette.error.onPage}`,
        borderRadius: theme.radii.card,
        maxWidth: '40rem',
        justifySelf: 'center',
      }}
    >
      <h2 id="studio-conflict-heading" ref={headingRef} tabIndex={-1} css={{ margin: `0 0 ${theme.space.xs}`, fontSize: '1.125rem' }}>
        Someone else saved the draft while you were editing
      </h2>
      <p css={{ margin: `0 0 ${theme.space.xs}` }}>Your changes are still here. Their draft changed:</p>
      <ul css={{ margin: `0 0 ${theme.space.sm}`, paddingInlineStart: '1.25rem', maxHeight: '10rem', overflow: 'auto' }}>
        {conflict.theirChanges.length ? conflict.theirChanges.map((line) => <li key={line}>{line}</li>) : <li>Only settings outside the pages.</li>}
      </ul>
      {conflict.overlaps.length ? (
        <>
          <p css={{ margin: `0 0 ${theme.space.xs}` }}>You both changed these; your version will be kept (theirs stays in Undo):</p>
          <ul css={{ margin: `0 0 ${theme.space.sm}`, paddingInlineStart: '1.25rem' }}>
            {conflict.overlaps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p css={{ margin: `0 0 ${theme.space.sm}` }}>None of their changes touch what you changed: both can be kept.</p>
      )}
      <div css={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
        <Button size="sm" disabled={busy} onClick={onReapply}>
          Re-apply my changes onto their draft
        </Button>
        <Button size="sm" displayType="SECONDARY" color="neutral" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
