/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { ServerErrorPage } from './server-error-page';

const notFound = Object.assign(new Error('Page Not Found'), { status: 404 });

describe('the error page in the server HTML (SPEC §2, §8)', () => {
  it("carries the 404 page's texts for a visitor", () => {
    const html = renderToString(<ServerErrorPage store={createStore()} error={notFound} userAgent="Mozilla/5.0 (iPhone)" />);
    expect(html).toContain('404 - Page Not Found');
    expect(html).toContain('Search for a loved one');
    // Its buttons need script: served disabled, never a dead control (ADR 112).
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Home<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Search for a loved one<\/button>/);
  });

  it('is empty for a bot', () => {
    const html = renderToString(<ServerErrorPage store={createStore()} error={notFound} userAgent="Mozilla/5.0 (compatible; Googlebot/2.1)" />);
    expect(html).not.toContain('Page Not Found');
    expect(html).toContain('<main id="main">');
  });
});
