import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuState {
  // The submenu that is open (an entry id), if any.
  openSubmenu: string | null;
  toggleSubmenu: (id: string) => void;
  // The phone menu panel.
  mobileOpen: boolean;
  toggleMobile: () => void;
  closeAll: () => void;
}

// Open/closed state of the main menu. Everything closes on navigation, on a click or focus outside
// the navigation, and Escape closes the innermost open part and returns focus to its button.
export function useMenuState(navRef: RefObject<HTMLElement | null>): MenuState {
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const state = useRef({ openSubmenu, mobileOpen });
  state.current = { openSubmenu, mobileOpen };

  const closeAll = useCallback(() => {
    setOpenSubmenu(null);
    setMobileOpen(false);
  }, []);

  useEffect(closeAll, [pathname, closeAll]);

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
      } else if (mobile) {
        setMobileOpen(false);
        nav.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
      } else {
        return;
      }
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
    toggleMobile: () => setMobileOpen((open) => !open),
    closeAll,
  };
}
