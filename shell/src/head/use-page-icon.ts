import { useEffect } from 'react';
import defaultIcon from './default-icon.svg';

// SPEC §1: the site logo is the page icon, with a default icon as fallback (no logo, or one that fails).
export function usePageIcon(logoUrl: string | null | undefined): void {
  useEffect(() => {
    const link = iconLink();
    if (!logoUrl) {
      link.href = defaultIcon;
      return;
    }
    let cancelled = false;
    const probe = new Image();
    probe.onload = () => {
      if (!cancelled) link.href = logoUrl;
    };
    probe.onerror = () => {
      if (!cancelled) link.href = defaultIcon;
    };
    probe.src = logoUrl;
    return () => {
      cancelled = true;
    };
  }, [logoUrl]);
}

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  return link;
}
