import { useId, useRef, type ReactNode } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { selectableButton } from './editor-styles';

export type SideTab = 'module' | 'page' | 'site';
const TABS: { id: SideTab; label: string }[] = [
  { id: 'module', label: 'Module' },
  { id: 'page', label: 'Page' },
  { id: 'site', label: 'Site' },
];

/** The right column's three panels as WAI-ARIA tabs: arrow keys move between them, Tab goes into the panel. */
export function SideTabs({ value, onChange, children }: { value: SideTab; onChange: (tab: SideTab) => void; children: ReactNode }) {
  const theme = useTheme();
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length] as (typeof TABS)[number];
    onChange(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <div css={{ display: 'grid', gridTemplateRows: 'auto 1fr', minHeight: 0 }}>
      <div role="tablist" aria-label="Edit" css={{ display: 'flex', gap: theme.space.xxs, padding: `${theme.space.sm} ${theme.space.md} 0` }}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}`}
            aria-selected={value === tab.id}
            aria-controls={`${id}-panel`}
            tabIndex={value === tab.id ? 0 : -1}
            css={selectableButton(theme, 'xs')}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`} css={{ minHeight: 0, overflow: 'auto' }}>
        {children}
      </div>
    </div>
  );
}
