import { useTheme } from '@keepsake/shared/theme';
import { selectableButton } from './editor-styles';

export const WIDTHS = [
  { id: 'desktop', label: 'Desktop', width: '100%' },
  { id: 'tablet', label: 'Tablet', width: '768px' },
  { id: 'phone', label: 'Phone', width: '390px' },
] as const;
export type PreviewWidth = (typeof WIDTHS)[number]['id'];

export const frameWidthOf = (width: PreviewWidth) => WIDTHS.find((w) => w.id === width)?.width ?? '100%';

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
