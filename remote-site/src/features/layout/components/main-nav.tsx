import { useRef } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation } from 'react-router-dom';
import type { NavEntry } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme, type KeepsakeTheme } from '@keepsake/shared/theme';
import { useHydrated } from '@keepsake/shared/ui';
import { headerEntries, isCurrentEntry } from '../header-entries';
import { NATIVE_POPOVER, useMenuState } from '../hooks/use-menu-state';
import { NoScriptMenu } from './no-script-menu';

// The main navigation as a disclosure menu (WAI-ARIA APG "disclosure navigation"): entries with
// children get a button that shows them; a group label (`empty`) is itself that button, never a link.
// Below the large breakpoint the whole list folds behind a "Menu" button, which opens it as a popover: the
// browser does that without script, so the Menu works the moment the page is shown, before the header hydrates
// (ADR 135). The sub-menu buttons need script: they are served disabled and come alive when the header hydrates,
// so a press before then is never lost on a dead control (ADR 112, 118). The links work as served.
export function MainNav({ navigation }: { navigation: NavEntry[] }) {
  const theme = useTheme();
  const hydrated = useHydrated();
  const navRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const menu = useMenuState(navRef, panelRef);
  const { pathname } = useLocation();
  const entries = headerEntries(navigation);

  return (
    <nav ref={navRef} aria-label="Main" css={navStyles(theme)}>
      <NoScriptMenu />
      <button
        type="button"
        data-menu-toggle=""
        popoverTarget="main-menu"
        // Served without: the browser gives a popover's button its expanded state until the script can say it.
        aria-expanded={hydrated ? menu.mobileOpen : undefined}
        aria-controls="main-menu"
        onClick={NATIVE_POPOVER ? undefined : menu.toggleMobile}
        css={toggleStyles(theme)}
      >
        <span aria-hidden="true" css={burger(menu.mobileOpen)} />
        {menu.mobileOpen ? 'Close menu' : 'Menu'}
      </button>
      <ul id="main-menu" ref={panelRef} popover="auto" onToggle={menu.onMobileToggle} data-open={menu.mobileOpen} css={listStyles(theme)}>
        {entries.map((entry) => {
          const children = entry.children ?? [];
          const current = isCurrentEntry(entry, pathname);
          if (children.length === 0) {
            return entry.node.empty ? null : (
              <li key={entry.id}>
                <Link to={entry.node.to} aria-current={pathname === entry.node.to ? 'page' : undefined} css={topLink(theme, current)}>
                  {entry.node.label}
                </Link>
              </li>
            );
          }
          const open = menu.openSubmenu === entry.id;
          const submenuId = `submenu-${entry.id}`;
          return (
            <li key={entry.id} css={{ position: 'relative' }}>
              <div css={{ display: 'flex', alignItems: 'stretch' }}>
                {entry.node.empty ? null : (
                  <Link to={entry.node.to} aria-current={pathname === entry.node.to ? 'page' : undefined} css={topLink(theme, current)}>
                    {entry.node.label}
                  </Link>
                )}
                <button
                  type="button"
                  data-submenu-button={entry.id}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  disabled={!hydrated}
                  // Beside a link the button is only a chevron, so it needs its own name.
                  aria-label={entry.node.empty ? undefined : `${entry.node.label} pages`}
                  onClick={() => menu.toggleSubmenu(entry.id)}
                  css={[topLink(theme, current && entry.node.empty === true), disclosureButton(theme, Boolean(entry.node.empty))]}
                >
                  {entry.node.empty ? entry.node.label : null}
                  <Chevron open={open} />
                </button>
              </div>
              <ul id={submenuId} hidden={!open} css={submenuStyles(theme)}>
                {children.map((child) =>
                  child.node.empty ? (
                    <li key={child.id} css={groupLabel(theme)}>
                      {child.node.label}
                    </li>
                  ) : (
                    <li key={child.id}>
                      <Link to={child.node.to} aria-current={pathname === child.node.to ? 'page' : undefined} css={subLink(theme)}>
                        {child.node.label}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      css={{ transition: 'transform 150ms ease', transform: open ? 'rotate(180deg)' : 'none' }}
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const navStyles = (theme: KeepsakeTheme) => css`
  ${theme.mq.lg} {
    display: flex;
    align-items: center;
  }
`;

const toggleStyles = (theme: KeepsakeTheme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.button};
  background: transparent;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${theme.mq.lg} {
    display: none;
  }
`;

const burger = (open: boolean) => css`
  position: relative;
  width: 18px;
  height: 2px;
  background: ${open ? 'transparent' : 'currentColor'};
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 18px;
    height: 2px;
    background: currentColor;
    transition: transform 150ms ease;
  }
  &::before {
    top: ${open ? '0' : '-6px'};
    transform: ${open ? 'rotate(45deg)' : 'none'};
  }
  &::after {
    top: ${open ? '0' : '6px'};
    transform: ${open ? 'rotate(-45deg)' : 'none'};
  }
`;

// Phones: a full-width panel under the header when open. An open popover is in the top layer, placed against the
// viewport: its top is the header's bottom (anchor positioning; where a browser has none, the header's usual
// height). Large screens: one row, always shown, with the browser's popover styles undone.
const listStyles = (theme: KeepsakeTheme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: none;
  /* The browser's popover styles apply while closed too: where the list is shown closed (without script, and on
     large screens) it is in the page's flow. */
  position: static;
  inset: auto;
  width: auto;
  height: auto;
  border: 0;
  color: inherit;
  background: transparent;
  overflow: visible;
  &:popover-open,
  &[data-open='true'] {
    display: block;
    position: absolute;
    inset: 7.5rem 0 auto 0;
    width: auto;
    height: auto;
    margin: 0;
    border: 0;
    color: inherit;
    max-height: calc(100vh - 8rem);
    overflow-y: auto;
    padding: ${theme.space.sm} clamp(1rem, 4vw, 2rem) ${theme.space.lg};
    background: ${theme.colors.background};
    border-bottom: 1px solid ${theme.colors.secondary};
    box-shadow: 0 16px 32px rgba(0, 0, 0, 0.08);
    & > li {
      border-bottom: 1px solid ${theme.colors.secondary};
    }
  }
  @supports (top: anchor(bottom)) {
    &:popover-open {
      position: fixed;
      position-anchor: --site-header;
      top: anchor(bottom);
    }
  }
  ${theme.mq.lg} {
    &,
    &:popover-open,
    &[data-open='true'] {
      display: flex;
      position: static;
      inset: auto;
      width: auto;
      height: auto;
      gap: ${theme.space.xxs};
      padding: 0;
      box-shadow: none;
      border: 0;
      background: transparent;
      color: inherit;
      max-height: none;
      overflow: visible;
      & > li {
        border: 0;
      }
    }
  }
`;

const topLink = (theme: KeepsakeTheme, current: boolean) => css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  color: ${theme.colors.text};
  font-weight: ${current ? 600 : 500};
  text-decoration: none;
  border-bottom: 2px solid ${current ? theme.colors.accent : 'transparent'};
  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  flex: 1;
  ${theme.mq.lg} {
    flex: none;
  }
`;

const disclosureButton = (theme: KeepsakeTheme, labelled: boolean) => css`
  gap: ${theme.space.xs};
  justify-content: ${labelled ? 'space-between' : 'center'};
  min-width: 44px;
  background: transparent;
  border-top: 0;
  border-inline: 0;
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  flex: ${labelled ? 1 : 'none'};
  ${theme.mq.lg} {
    min-width: 32px;
    padding: 0 ${labelled ? theme.space.sm : theme.space.xxs};
  }
`;

const submenuStyles = (theme: KeepsakeTheme) => css`
  list-style: none;
  margin: 0 0 ${theme.space.sm};
  padding: 0 0 0 ${theme.space.md};
  &[hidden] {
    display: none;
  }
  ${theme.mq.lg} {
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    z-index: 30;
    min-width: 14rem;
    margin: 0;
    padding: ${theme.space.xs} 0;
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.secondary};
    border-radius: ${theme.radii.card};
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.1);
  }
`;

const subLink = (theme: KeepsakeTheme) => css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.md};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.secondary};
    color: ${theme.colors.primary};
  }
  &[aria-current='page'] {
    font-weight: 600;
  }
`;

const groupLabel = (theme: KeepsakeTheme) => css`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xxs};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
