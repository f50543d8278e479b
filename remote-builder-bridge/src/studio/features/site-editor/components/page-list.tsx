import type { RenderContext } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { panelHeading, plainList, selectableButton } from './editor-styles';

// Home first, then the other pages by path.
const byPath = (a: string, b: string) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b));

/** The site's pages: choosing one shows it in the frame and its modules in the outline. */
export function PageList({ pages, current, onSelect }: { pages: RenderContext['pages']; current: string; onSelect: (path: string) => void }) {
  const theme = useTheme();
  return (
    <nav aria-labelledby="studio-pages-title">
      <h2 id="studio-pages-title" css={panelHeading(theme)}>
        Pages
      </h2>
      {/* Capped so the outline stays in view on a laptop screen. */}
      <ul css={[plainList(theme), { maxHeight: '30vh', overflow: 'auto', padding: '2px' }]}>
        {Object.keys(pages)
          .sort(byPath)
          .map((path) => (
            <li key={path}>
              <button
                type="button"
                aria-current={path === current ? 'page' : undefined}
                css={[
                  selectableButton(theme),
                  { width: '100%', flexDirection: 'column', alignItems: 'flex-start', gap: 0, textAlign: 'start', paddingBlock: theme.space.xxs },
                ]}
                onClick={() => onSelect(path)}
              >
                {pages[path]?.title ?? path}
                <span css={{ display: 'block', fontSize: '0.75rem', fontWeight: 400 }}>{path}</span>
              </button>
            </li>
          ))}
      </ul>
    </nav>
  );
}
