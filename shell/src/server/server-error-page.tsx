import { Provider } from 'jotai';
import { isBotUserAgent } from '@keepsake/shared/rules';
import { Themed, type PageStore } from '../app';
import { ErrorPage } from '../errors/error-page';

// What the server sends for a page that failed (404 for an unknown obituary): the global error page's texts
// (SPEC §2, §8) instead of the loading state its Suspense boundary left, in the site's theme. Never for a
// bot (SPEC §8): it gets the status and an empty page. Its buttons work once the browser took over.
export function ServerErrorPage({ store, error, userAgent }: { store: PageStore; error: unknown; userAgent: string }) {
  return (
    <Provider store={store}>
      <Themed>
        <main id="main">{isBotUserAgent(userAgent) ? null : <ErrorPage error={error} onHome={leave} onSearch={leave} />}</main>
      </Themed>
    </Provider>
  );
}

function leave(): void {}
