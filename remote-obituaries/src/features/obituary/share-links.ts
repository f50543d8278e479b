import { canonicalOrigin, homeUrl } from '@keepsake/shared/rules';

/** The absolute URL a share sends: the page's path on the home's canonical origin (the path alone without one). */
export function shareUrl(canonicalUrl: string | undefined, path: string): string {
  return canonicalOrigin(canonicalUrl) ? homeUrl(canonicalUrl!, path) : path;
}

// Where each share choice goes. Plain links: they work without any script of the networks on the page.
export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

export function shareLinks({ title, text, url }: ShareTarget) {
  const message = `${text} ${url}`;
  return {
    // "?&body=" is the form both iOS and Android messaging apps read.
    sms: `sms:?&body=${encodeURIComponent(message)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
  };
}
