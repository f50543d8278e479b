import { factToken } from '@keepsake/shared/rules';
import { isSafeHref } from './lexical-mapping';

// What the link picker offers (issue 40.1): a page of the site, the home's phone (a reference that follows
// Site settings, issue 40.2), another phone, an email or an https address. Each kind reads and writes hrefs.
export type LinkKind = 'page' | 'home-phone' | 'phone' | 'email' | 'web';

export interface LinkTarget {
  kind: LinkKind;
  value: string;
}

const HOME_PHONE = `tel:${factToken('phone')}`;

/** The picker's starting point for a link's address (a new link starts on the first page). */
export function targetOf(href: string | null, firstPage: string): LinkTarget {
  if (!href) return { kind: 'page', value: firstPage };
  if (href === HOME_PHONE) return { kind: 'home-phone', value: '' };
  if (href.startsWith('tel:')) return { kind: 'phone', value: href.slice(4) };
  if (href.startsWith('mailto:')) return { kind: 'email', value: href.slice(7) };
  if (href.startsWith('/') || href.startsWith('#')) return { kind: 'page', value: href };
  return { kind: 'web', value: href };
}

/** The address a choice makes, or the message saying what is missing. */
export function hrefOf(target: LinkTarget): { href: string } | { error: string } {
  const value = target.value.trim();
  switch (target.kind) {
    case 'page':
      return value ? { href: value } : { error: 'Choose a page' };
    case 'home-phone':
      return { href: HOME_PHONE };
    case 'phone': {
      const digits = value.replace(/[^\d+]/g, '');
      return digits.replace(/\D/g, '').length >= 3 ? { href: `tel:${digits}` } : { error: 'Enter a phone number' };
    }
    case 'email':
      return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value) ? { href: `mailto:${value}` } : { error: 'Please enter a valid email address' };
    case 'web': {
      const href = /^https?:\/\//i.test(value) ? value : `https://${value}`;
      return value && isSafeHref(href) && /^https?:\/\/[^/\s]+\.[^/\s]+/.test(href) ? { href } : { error: 'Enter a web address, e.g. https://example.com' };
    }
  }
}
