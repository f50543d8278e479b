import { css } from '@emotion/react';
import type { NavEntry } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { findNavEntry, normalizePath } from '../../lib/find-page';
import { ModuleSection } from './parts/module-section';
import { SmartLink } from './parts/smart-link';
import type { ModuleProps } from './module-props';
import { cardGrid } from './parts/card-grid';

interface Card {
  id: string;
  label: string;
  to: string;
  description?: string | undefined;
}

// The children of a site-navigation entry (group labels skipped), then the module's own cards.
export function navigationCards(fromPath: string | undefined, items: Card[], navigation: NavEntry[]): Card[] {
  const children = fromPath ? (findNavEntry(navigation, normalizePath(fromPath))?.children ?? []) : [];
  const fromSite = children
    .filter((child) => !child.node.empty && !child.node.hiddenHeader && child.node.to)
    .map((child) => ({ id: child.id, label: child.node.label, to: child.node.to }));
  return [...fromSite, ...items];
}

// Cards that lead to other pages: "where would you like to begin?"
export function NavigationModule({ module, site }: ModuleProps<'navigation'>) {
  const theme = useTheme();
  const cards = navigationCards(module.fromPath, module.items, site.navigation);
  if (cards.length === 0) return null;
  const label = module.heading ?? 'Related pages';
  return (
    <ModuleSection moduleId={module.id} type="navigation" heading={module.heading}>
      <nav aria-label={label}>
        <ul css={cardGrid(theme.space.md, '15rem')}>
          {cards.map((card) => (
            <li key={card.id}>
              <SmartLink
                to={card.to}
                css={css`
                  display: flex;
                  flex-direction: column;
                  gap: ${theme.space.xs};
                  height: 100%;
                  padding: ${theme.space.lg};
                  border: 1px solid ${theme.colors.secondary};
                  border-radius: ${theme.radii.card};
                  background: ${theme.colors.background};
                  color: ${theme.colors.text};
                  text-decoration: none;
                  transition:
                    border-color 120ms ease,
                    box-shadow 120ms ease;
                  &:hover {
                    border-color: ${theme.colors.primary};
                    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.06);
                  }
                `}
              >
                <span css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, color: theme.colors.primary }}>
                  {card.label} <span aria-hidden="true">→</span>
                </span>
                {card.description ? <span>{card.description}</span> : null}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </ModuleSection>
  );
}
