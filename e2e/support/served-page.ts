import { expect, type Locator, type Page } from '@playwright/test';

// Reading a page as the server sends it, and listening to what a hydrating page says (ADR 044).

/** The page as served, before any script runs (redirects not followed: a 302 is an answer too). */
export async function served(page: Page, url: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** The inside of <main>: the page's own content, not the header and footer. */
export function mainOf(html: string): string {
  return /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
}

/** Console errors and warnings and uncaught errors of the page from now on (hydration mismatches among them). */
export function collectNoise(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** The page's reads of the website and page data (/api/web/…) from now on: a hydrating page makes none. */
export function collectApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/web/')) reads.push(request.url());
  });
  return reads;
}

/**
 * Waits until React has hydrated this element. A link followed before that is a full page load answered by
 * the server, not an in-app navigation: right for a person, wrong for a test of in-app navigation.
 */
export async function untilHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}
