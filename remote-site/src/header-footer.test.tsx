import { screen, within } from '@testing-library/react';
import { renderWithSite } from './testing/render-with-site';
import Header from './header';
import Footer from './footer';

// What the shell's frame draws around every page since ADR 125: the header and footer, each exposed on its own.
describe('./Header and ./Footer', () => {
  it('draw the header and footer from the render context, its facts filled in', () => {
    renderWithSite(
      <>
        <Header />
        <Footer />
      </>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Willowbrook Funeral Home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: /Call us 24 hours: \(555\) 201-4400/ })).toHaveAttribute('href', 'tel:5552014400');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // The frame (skip link, <main>) is the shell's.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('draw nothing while the render context is loading', () => {
    renderWithSite(
      <>
        <Header />
        <Footer />
      </>,
      { site: null },
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
