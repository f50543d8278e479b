import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

export function usePageTitle(title: string): void {
  const company = useAtomValue(renderContextAtom)?.company.name;
  useEffect(() => {
    document.title = company ? `${title} | ${company}` : title;
  }, [title, company]);
}
