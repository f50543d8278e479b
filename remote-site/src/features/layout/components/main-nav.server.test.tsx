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
describe('MainNav as the server renders it', () => {
  const site = siteFixture();
  const html = renderToString(
    <ThemeProvider design={site.design}>
      <MemoryRouter initialEntries={['/']}>
        <MainNav navigation={site.navigation} />
      </MemoryRouter>
    </ThemeProvider>,
  );

  it('serves the Menu button and every sub-menu button disabled', () => {
    expect(html).toMatch(/<button[^>]*data-menu-toggle=""[^>]*disabled=""[^>]*>.*?Menu<\/button>/);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) expect(button).toContain('disabled=""');
  });

  it('serves the links as plain links, with the no-script style that lists them', () => {
    expect(html).toMatch(/<a[^>]*href="\/about"/);
    expect(html).not.toMatch(/<a[^>]*disabled/);
    expect(html).toContain('<noscript>');
  });
});
