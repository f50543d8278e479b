import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { render, screen } from '@testing-library/react';
import type { Obituary } from '@keepsake/shared/contract/obituary';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { renderContextAtom } from '@keepsake/shared/store';
import { ThemeProvider } from '@keepsake/shared/theme';
import { ShareButtons } from './share-buttons';

const obituary = {
  id: 7,
  nameSlug: 'rosa-ines-morales',
  fullName: 'Rosa Inés Morales',
  birthDate: '1941-03-02',
  deathDate: '2026-11-01',
} as Obituary;
// The home's canonical URL, not the page's own origin (jsdom's is http://localhost).
const HOME = 'https://willowbrook.example';
const PAGE = `${HOME}/obituaries/7/rosa-ines-morales`;

function withHome(canonicalUrl: string | undefined) {
  const store = createStore();
  store.set(renderContextAtom, { canonicalUrl } as RenderContext);
  return (
    <Provider store={store}>
      <ThemeProvider>
        <ShareButtons obituary={obituary} />
      </ThemeProvider>
    </Provider>
  );
}

describe('ShareButtons (issue 43 point 1)', () => {
  it('links every share choice to the page on the home’s own host, after hydration', () => {
    render(withHome(HOME));
    expect(screen.getByRole('link', { name: 'Text message' }).getAttribute('href')).toBe(
      `sms:?&body=${encodeURIComponent(`In loving memory of Rosa Inés Morales, March 2, 1941 – November 1, 2026. ${PAGE}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toContain(encodeURIComponent(`\n\n${PAGE}`));
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(new RegExp(`${encodeURIComponent(PAGE)}$`));
  });

  it('renders the same absolute links on the server, where there is no window', () => {
    const html = renderToString(withHome(HOME));
    expect(html).toContain(`sharer.php?u=${encodeURIComponent(PAGE)}`);
    expect(html).not.toMatch(/sharer\.php\?u=%2F/);
  });
});
