import { useEffect } from 'react';
import { isBotUserAgent } from '@keepsake/shared/rules';
import { Button, useHydrated } from '@keepsake/shared/ui';
import { errorContent } from './error-content';

interface ErrorPageProps {
  error: unknown;
  onHome: () => void;
  onSearch: () => void;
}

// The global error page (SPEC §2): every failed page, marked noindex; never shown to bots (SPEC §8).
export function ErrorPage({ error, onHome, onSearch }: ErrorPageProps) {
  const content = errorContent(error);
  const bot = isBotUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const detail = (error as { detail?: unknown } | null)?.detail;
  // Served disabled: pressed before the page hydrates they would do nothing and be lost (ADR 112).
  const hydrated = useHydrated();

  useEffect(() => {
    console.error('[keepsake] page error', error);
    if (bot) return;
    const previousTitle = document.title;
    document.title = content.title;
    // A page the server answered with an error already has it in its head (page-head.mjs).
    const robots =
      document.head.querySelector('meta[name="robots"][data-page-head]') ??
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
    return () => {
      robots.remove();
      document.title = previousTitle;
    };
  }, [error, bot, content.title]);

  if (bot) return null;
  return (
    <section aria-labelledby="error-page-heading" css={{ maxWidth: '40rem', margin: '0 auto', padding: '4rem 1.25rem', textAlign: 'center' }}>
      {content.headline ? (
        <>
          <p css={{ fontWeight: 600, letterSpacing: '0.04em', margin: 0 }}>{content.title}</p>
          <h1 id="error-page-heading">{content.headline}</h1>
        </>
      ) : (
        <h1 id="error-page-heading">{content.title}</h1>
      )}
      <p>{content.text}</p>
      {typeof detail === 'string' && detail ? (
        <p>
          <code>{detail}</code>
        </p>
      ) : null}
      <div css={{ display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap', marginTop: '2rem' }}>
        <Button displayType="PRIMARY" onClick={onHome} disabled={!hydrated}>
          Home
        </Button>
        <Button displayType="SECONDARY" onClick={onSearch} disabled={!hydrated}>
          Search for a loved one
        </Button>
      </div>
    </section>
  );
}
