import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { ThemeProvider } from '@keepsake/shared/theme';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture, testImage } from '../../testing/site-fixture';
import { LayoutNameContext } from '../../hooks/use-layout-name';
import { HeroModule } from './hero-module';

const site = siteFixture();
const hero = {
  id: 'hero',
  type: 'hero' as const,
  heading: 'Honoring every life',
  text: 'Family-owned since 1952.',
  image: testImage('hero'),
  buttons: [
    { id: 'call', label: 'Call us', to: 'tel:+15552014400', displayType: 'PRIMARY' as const },
    { id: 'plan', label: 'Plan ahead', to: '/pre-planning', displayType: 'SECONDARY' as const },
  ],
};

describe('HeroModule', () => {
  it("preloads its picture with high priority in the server's HTML when it opens the page, not otherwise", () => {
    const html = (first: boolean) =>
      renderToString(
        <ThemeProvider>
          <MemoryRouter>
            <HeroModule module={hero} site={site} first={first} />
          </MemoryRouter>
        </ThemeProvider>,
      );
    // React 19 preloads an eager <img> with fetchPriority itself, ahead of the page's markup (ADR 044, Site pages).
    const preload = /<link rel="preload"[^>]*>/.exec(html(true))?.[0] ?? '';
    expect(preload).toContain(`href="${hero.image.src}"`);
    expect(preload).toContain('fetchPriority="high"');
    expect(html(false)).not.toContain('rel="preload"');
  });

  it('renders the heading as the page h1 when first, the text, the image and the calls to action', () => {
    renderWithSite(<HeroModule module={hero} site={site} first />);
    expect(screen.getByRole('heading', { level: 1, name: 'Honoring every life' })).toBeInTheDocument();
    expect(screen.getByText('Family-owned since 1952.')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Picture hero' });
    // The space is reserved before the image loads.
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15552014400');
    expect(screen.getByRole('link', { name: 'Plan ahead' })).toHaveAttribute('href', '/pre-planning');
  });

  it('uses the design button corners: primary and secondary settings', () => {
    renderWithSite(<HeroModule module={hero} site={site} first />);
    // Soft Square → 8px for primary, Rounded → fully rounded for secondary (SPEC §4).
    expect(getComputedStyle(screen.getByRole('link', { name: 'Call us' })).borderRadius).toBe('8px');
    expect(getComputedStyle(screen.getByRole('link', { name: 'Plan ahead' })).borderRadius).toBe('9999px');
  });

  it('is an h2 further down the page and works without image, text or buttons', () => {
    renderWithSite(<HeroModule module={{ id: 'bare', type: 'hero', heading: 'Plan ahead', buttons: [] }} site={site} first={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plan ahead' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('runs edge to edge on a landing page', () => {
    renderWithSite(
      <LayoutNameContext.Provider value="landing">
        <HeroModule module={hero} site={site} first />
      </LayoutNameContext.Provider>,
    );
    expect(getComputedStyle(screen.getByRole('region', { name: 'Honoring every life' })).maxWidth).toBe('');
  });
});
