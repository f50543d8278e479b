import { createContext } from 'react';

/** What a link preview and a search engine show for a page besides its title and description. */
export interface SharePreview {
  /** Open Graph type: 'profile' for a person (an obituary), 'article' for a blog post; else 'website'. */
  type?: 'profile' | 'article' | 'website';
  /** The picture (site-relative or absolute). */
  image?: string | null;
  imageAlt?: string;
  /** schema.org JSON-LD; relative `url` and `image` are resolved against the page's origin by the server. */
  structuredData?: Record<string, unknown>;
}

export interface PageHead {
  /** The full title, "{title} | {funeral home}". */
  title: string;
  description?: string;
  share?: SharePreview;
  /** Kept out of search results (the error page). */
  noindex?: boolean;
}

/**
 * On the server, the head of the page being rendered, written while it renders (effects never run
 * there): the server writes it into the HTML's <head> (ADR 044). Null in the browser.
 */
export const PageHeadContext = createContext<{ head: PageHead | null } | null>(null);
