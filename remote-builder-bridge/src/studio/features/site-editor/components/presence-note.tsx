import type { PresentEditor } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';

const names = (others: PresentEditor[]) => others.map((o) => `${o.name} (on ${o.path})`).join(', ');

/**
 * Who else is editing the draft (issue 26): a polite status, so a screen reader hears someone arrive or
 * leave without losing its place. Saves never overwrite each other (409, then re-apply), but knowing
 * spares staff the conflict.
 */
export function PresenceNote({ others }: { others: PresentEditor[] }) {
  const theme = useTheme();
  return (
    <p role="status" aria-label="Who else is editing" css={{ margin: 0, fontSize: '0.875rem' }}>
      {others.length === 0 ? null : (
        <span css={{ fontWeight: 600, color: theme.colors.text }}>Also editing the draft: {names(others)}. Your changes and theirs are both kept.</span>
      )}
    </p>
  );
}
