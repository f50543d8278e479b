import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe takes one to three seconds a page on the 2-core machine, and journeys call it at every step: the same page
// template in the same state was checked again and again (issue 38). So each worker checks a template in a given
// state once: the key is the path with its ids generalised, the viewport's width class, and a fingerprint of what
// is on the page (which landmarks, headings, controls, dialogs, alerts, invalid fields and expanded parts there
// are, not their text). A new state of a page (a dialog open, an error shown, a section appearing) has a new
// fingerprint and is checked; the same page reached again is not. `{ always: true }` checks regardless.
const checked = new Set<string>();

/** WCAG 2.2 AA: every page template and state the suite visits passes axe with no violations. */
export async function expectNoAxeViolations(page: Page, { always = false }: { always?: boolean } = {}): Promise<void> {
  const key = await stateKey(page);
  if (!always && checked.has(key)) return;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
  checked.add(key);
}

/** The page's template (path, ids generalised), the width class and a fingerprint of its state. */
export async function stateKey(page: Page): Promise<string> {
  const url = new URL(page.url());
  const template = url.pathname
    .split('/')
    .map((segment) => (/^\d+$|^[0-9a-f]{8,}$|^[0-9a-f-]{36}$/i.test(segment) ? ':id' : segment))
    .join('/');
  const width = (page.viewportSize()?.width ?? 0) < 768 ? 'narrow' : 'wide';
  const fingerprint = await page.evaluate(() => {
    const kinds = new Set<string>();
    const selector =
      'main, nav, header, footer, aside, form, table, ul, ol, dl, h1, h2, h3, h4, h5, h6, a[href], button, input, select, textarea, img, svg, iframe, video, audio, details, summary, [role], [aria-invalid="true"], [aria-expanded="true"], [aria-current], [hidden], dialog[open], [tabindex]';
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const visible = (element as HTMLElement).offsetParent !== null || element.tagName === 'BODY' || getComputedStyle(element).position === 'fixed';
      kinds.add(
        [
          element.tagName.toLowerCase(),
          element.getAttribute('role') ?? '',
          element.getAttribute('type') ?? '',
          element.getAttribute('aria-invalid') === 'true' ? 'invalid' : '',
          element.getAttribute('aria-expanded') === 'true' ? 'expanded' : '',
          visible ? '' : 'hidden',
        ].join(':'),
      );
    }
    return Array.from(kinds).sort().join(' ');
  });
  return `${template} ${width} ${fingerprint}`;
}
