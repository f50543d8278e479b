import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether the browser has popovers (Chromium 114, Safari 17, Firefox 125). Where it has not, the Menu button opens
 * the panel once the header has hydrated, as before ADR 135.
 */
export const NATIVE_POPOVER = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

export interface MenuState {
  // The submenu that is open (an entry id), if any.
  openSubmenu: string | null;
  toggleSubmenu: (id: string) => void;
  // The phone menu panel: a popover the Menu button opens without script (the browser's `popovertarget`), so
  // its state is the popover's, read from its toggle event (ADR 135). `toggleMobile` only without popovers.
  mobileOpen: boolean;
  onMobileToggle: (event: { newState: string }) => void;
  toggleMobile: () => void;
  closeAll: () => void;
}

// Open/closed state of the main menu. Everything closes on navigation, on a click or focus outside
// the navigation, and Escape closes the innermost open part and returns focus to its button (for the phone
// panel the browser does both: it is a popover).
export function useMenuState(navRef: RefObject<HTMLElement | null>, panelRef: RefObject<HTMLElement | null>): MenuState {
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const state = useRef({ openSubmenu, mobileOpen });
  state.current = { openSubmenu, mobileOpen };

  const closeAll = useCallback(() => {
    setOpenSubmenu(null);
    const panel = panelRef.current;
    if (!NATIVE_POPOVER) setMobileOpen(false);
    else if (panel?.matches(':popover-open')) panel.hidePopover();
  }, [panelRef]);

  // On a navigation, not on mount: the phone panel may have been opened before the header hydrated (the browser
  // needs no script for it), and the state starts as the popover is.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeAll();
  }, [pathname, closeAll]);
  useEffect(() => {
    if (NATIVE_POPOVER && panelRef.current?.matches(':popover-open')) setMobileOpen(true);
  }, [panelRef]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeAll();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !nav.contains(next)) setOpenSubmenu(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const { openSubmenu: submenu, mobileOpen: mobile } = state.current;
      if (submenu) {
        setOpenSubmenu(null);
        [...nav.querySelectorAll<HTMLElement>('[data-submenu-button]')].find((button) => button.dataset.submenuButton === submenu)?.focus();
      } else if (mobile && !NATIVE_POPOVER) {
        setMobileOpen(false);
        nav.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
      } else {
        return;
      }
      // Only the innermost part: a cancelled Escape is no close request for the phone panel's popover.
      event.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown);
    nav.addEventListener('focusout', onFocusOut);
    nav.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      nav.removeEventListener('focusout', onFocusOut);
      nav.removeEventListener('keydown', onKeyDown);
    };
  }, [navRef, closeAll]);

  return {
    openSubmenu,
    toggleSubmenu: (id) => setOpenSubmenu((current) => (current === id ? null : id)),
    mobileOpen,
    onMobileToggle: (event) => setMobileOpen(event.newState === 'open'),
    toggleMobile: () => setMobileOpen((open) => !open),
    closeAll,
  };
}
