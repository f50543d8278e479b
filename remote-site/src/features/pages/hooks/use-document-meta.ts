import { useEffect } from 'react';

/** Each page sets its document title and meta description. */
export function useDocumentMeta(title: string | null, description: string | null, siteName?: string): void {
  useEffect(() => {
    if (title === null) return;
    document.title = siteName && title !== siteName ? `${title} | ${siteName}` : title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description ?? '';
  }, [title, description, siteName]);
}
