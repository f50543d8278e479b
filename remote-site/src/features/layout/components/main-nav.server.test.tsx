/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@keepsake/shared/theme';
import { siteFixture } from '../../../testing/site-fixture';
import { MainNav } from './main-nav';

// The server's HTML is what a phone shows until the header hydrates: a button that needs script must be served
// disabled (a press before hydration would do nothing and be lost), while every link works as served (ADR 118).
// The Menu button needs none: it opens the list as a popover (ADR 135).
describe('MainNav as the server renders it', () => {
  const site = siteFixture();
  const html = renderToString(
    <ThemeProvider design={site.design}>
      <MemoryRouter initialEntries={['/']}>
        <MainNav navigation={site.navigation} />
      </MemoryRouter>
    </ThemeProvider>,
  );

  it('serves the Menu button working, as the button of the list popover, and every sub-menu button disabled', () => {
    const toggle = html.match(/<button[^>]*data-menu-toggle=""[^>]*>/)?.[0] ?? '';
    // HTML's attribute names are case-insensitive: React writes popoverTarget.
    expect(toggle.toLowerCase()).toContain('popovertarget="main-menu"');
    expect(toggle).not.toContain('disabled');
    expect(toggle).not.toContain('aria-expanded');
    expect(html).toMatch(/<ul[^>]*id="main-menu"[^>]*popover="auto"/);
    const submenuButtons = html.match(/<button[^>]*data-submenu-button[^>]*>/g) ?? [];
    expect(submenuButtons.length).toBeGreaterThan(1);
    for (const button of submenuButtons) expect(button).toContain('disabled=""');
  });

  it('serves the links as plain links, with the no-script style that lists them', () => {
    expect(html).toMatch(/<a[^>]*href="\/about"/);
    expect(html).not.toMatch(/<a[^>]*disabled/);
    expect(html).toContain('<noscript>');
  });
});
