import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

/** "{page} | Family Portal | {funeral home}". */
export function useDocumentTitle(title: string | null) {
  const company = useAtomValue(renderContextAtom)?.company.name ?? '';
  useEffect(() => {
    const parts = [title, 'Family Portal', company].filter(Boolean);
    document.title = parts.join(' | ');
  }, [title, company]);
}
