import { css } from '@emotion/react';
import { useTheme } from '@keepsake/shared/theme';

export interface ProgressProps {
  value: number;
  // SPEC §9: default maximum 100.
  max?: number;
  // The accessible name, e.g. "Uploading photos".
  label: string;
  // Show the label above the bar; otherwise it is only announced.
  showLabel?: boolean;
}

// SPEC §9: the bar shows 0–100 % of max, whatever value it is given.
export function progressPercent(value: number, max = 100): number {
  if (!(max > 0) || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

export function Progress({ value, max = 100, label, showLabel = false }: ProgressProps) {
  const theme = useTheme();
  const percent = progressPercent(value, max);
  const rounded = Math.round(percent);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded}%`}
      css={css`
        display: grid;
        gap: ${theme.space.xxs};
      `}
    >
      {showLabel && (
        <span aria-hidden="true">
          {label} ({rounded}%)
        </span>
      )}
      <div
        css={css`
          height: 0.5rem;
          border-radius: 9999px;
          background: ${theme.colors.secondary};
          overflow: hidden;
          /* Visible in forced-colours mode too. */
          outline: 1px solid transparent;
        `}
      >
        <div
          css={css`
            height: 100%;
            width: ${percent}%;
            background: ${theme.colors.palette.primary.onPage};
            transition: width 200ms ease-out;
          `}
        />
      </div>
    </div>
  );
}
