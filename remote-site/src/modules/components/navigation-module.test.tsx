import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { NavigationModule, navigationCards } from './navigation-module';

const site = siteFixture();

describe('NavigationModule', () => {
  it('shows the children of a site-navigation entry, then its own cards, as a named navigation', () => {
    renderWithSite(
      <NavigationModule
        module={{
          id: 'n',
          type: 'navigation',
          heading: 'Learn more',
          fromPath: '/about/',
          items: [{ id: 'x', label: 'Obituaries', to: '/obituaries', description: 'Find a service.' }],
        }}
        site={site}
        first={false}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Learn more' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about/our-staff', '/about/our-history', '/obituaries']);
    expect(within(nav).getByText('Find a service.')).toBeInTheDocument();
  });

  it('skips group labels and hidden entries, and renders nothing without cards', () => {
    expect(navigationCards('/nowhere', [], site.navigation)).toEqual([]);
    const { container } = renderWithSite(<NavigationModule module={{ id: 'n', type: 'navigation', items: [] }} site={site} first={false} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
