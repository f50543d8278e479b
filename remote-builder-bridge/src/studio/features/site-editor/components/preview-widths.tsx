import { useTheme } from '@keepsake/shared/theme';
import { selectableButton } from './editor-styles';

// CSS pixels the site is drawn at: a laptop's desktop, a tablet, a phone (scaled down when space is short).
export const WIDTHS = [
  { id: 'desktop', label: 'Desktop', width: 1280 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'phone', label: 'Phone', width: 390 },
] as const;
export type PreviewWidth = (typeof WIDTHS)[number]['id'];

export const frameWidthOf = (width: PreviewWidth): number => WIDTHS.find((w) => w.id === width)?.width ?? 1280;

/** How wide the frame draws the site: a desktop, a tablet or a phone. */
export function PreviewWidths({ value, onChange }: { value: PreviewWidth; onChange: (width: PreviewWidth) => void }) {
  const theme = useTheme();
  return (
    <div role="group" aria-label="Preview width" css={{ display: 'flex', gap: theme.space.xxs }}>
      {WIDTHS.map((option) => (
        <button key={option.id} type="button" css={selectableButton(theme)} aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
