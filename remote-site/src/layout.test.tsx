import { screen, within } from '@testing-library/react';
import { renderWithSite } from './testing/render-with-site';
import { siteFixture } from './testing/site-fixture';
import Layout from './layout';

describe('Layout', () => {
  it('wraps the page in the header, main and footer from the render context', () => {
    renderWithSite(
      <Layout>
        <p>Page content</p>
      </Layout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Willowbrook Funeral Home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: /Call us 24 hours: \(555\) 201-4400/ })).toHaveAttribute('href', 'tel:5552014400');
    expect(within(banner).getByText('Serving families since 1952')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Willowbrook Funeral Home')).toBeInTheDocument();
    expect(within(footer).getByText(/45 Mill Street, Suite 2/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(555) 201-4410' })).toHaveAttribute('href', 'tel:5552014410');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByText('© Willowbrook')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Site pages' })).queryByText('Plan Now')).not.toBeInTheDocument();
  });

  it('shows just the page while the render context is loading', () => {
    renderWithSite(
      <Layout>
        <p>Page content</p>
      </Layout>,
      { site: null },
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
  });

  it('works without logo, tagline, email, locations or footer links', () => {
    const site = siteFixture({ locations: [], header: { id: 'h' }, footer: { id: 'f', text: '', links: [] } });
    site.company = { ...site.company, logoUrl: null, email: null };
    renderWithSite(<Layout />, { site });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('© Willowbrook Funeral Home')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
    // Whatever the home's menus hold, the way in for families is on every page (issue 43.6).
    expect(within(screen.getByRole('navigation', { name: 'For families' })).getByRole('link', { name: 'Family Portal' })).toHaveAttribute(
      'href',
      '/family-portal',
    );
  });

  it("links to the Family Portal once when the home's own menu already does", () => {
    const site = siteFixture();
    site.navigation = [...site.navigation, { id: 'n-portal', node: { label: 'Family login', to: '/family-portal/' } }];
    renderWithSite(<Layout />, { site });
    expect(screen.queryByRole('navigation', { name: 'For families' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Site pages' })).getByRole('link', { name: 'Family login' })).toHaveAttribute(
      'href',
      '/family-portal/',
    );
  });
});
