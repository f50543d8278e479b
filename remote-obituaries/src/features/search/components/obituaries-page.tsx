import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { renderContextAtom } from '@keepsake/shared/store';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { isReversedRange, searchQueryOf } from '../search-query';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/** /obituaries: every notice, newest first, searchable by name and date of death. */
export function ObituariesPage() {
  const theme = useTheme();
  const name = useAtomValue(renderContextAtom)?.company.name ?? '';
  const [params] = useSearchParams();
  const query = searchQueryOf(params);
  useDocumentTitle('Obituaries', `Obituaries and memorials from ${name}. Search by name or date, share memories and send flowers.`);
  return (
    <PageContainer wide>
      <header css={{ textAlign: 'center', margin: '1rem auto 2rem', maxWidth: '40rem' }}>
        <h1 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: 'clamp(2rem, 5vw, 2.75rem)', margin: '0 0 0.5rem' }}>Obituaries</h1>
        <p css={{ margin: 0, fontSize: fontSizes.lg, lineHeight: 1.6 }}>Remembering the lives of those we have served at {name}.</p>
      </header>
      <SearchForm key={params.toString()} query={query} />
      {/* A reversed range (typed into the address) is refused by the form, not searched. */}
      {isReversedRange(query) ? null : (
        <Suspense
          fallback={
            <p role="status" css={{ textAlign: 'center', padding: '3rem 0' }}>
              Loading obituaries…
            </p>
          }
        >
          <SearchResults query={query} />
        </Suspense>
      )}
    </PageContainer>
  );
}
