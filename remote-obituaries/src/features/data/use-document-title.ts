import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

/** "{page} | {funeral home}", and the meta description search engines show under it. */
export function useDocumentTitle(title: string, description?: string) {
  const company = useAtomValue(renderContextAtom)?.company.name ?? '';
  useEffect(() => {
    document.title = company ? `${title} | ${company}` : title;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, company]);
}
