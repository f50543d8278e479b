import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { directionsHref, locationsFor, MapModule } from './map-module';

const site = siteFixture();

describe('MapModule', () => {
  it('shows each named location with its address, phone and a directions link, without any map provider', () => {
    const { container } = renderWithSite(
      <MapModule module={{ id: 'm', type: 'map', heading: 'Find us', locationIds: ['loc-river'] }} site={site} first={false} />,
    );
    const section = screen.getByRole('region', { name: 'Find us' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Riverside Chapel' })).toBeInTheDocument();
    expect(within(section).getByText(/45 Mill Street/)).toBeInTheDocument();
    expect(within(section).getByText(/Suite 2/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Call Riverside Chapel: (555) 201-4410' })).toHaveAttribute('href', 'tel:5552014410');
    const directions = within(section).getByRole('link', { name: /Get directions to Riverside Chapel/ });
    expect(directions.getAttribute('href')).toContain(encodeURIComponent('45 Mill Street'));
    expect(screen.queryByText('Main Chapel')).not.toBeInTheDocument();
    // The map is our own drawing: no iframe, no image from elsewhere.
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows every location when it names none, and nothing when the site has none', () => {
    renderWithSite(<MapModule module={{ id: 'm', type: 'map', locationIds: [] }} site={site} first={false} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('renders nothing when no location matches', () => {
    const { container } = renderWithSite(<MapModule module={{ id: 'm', type: 'map', locationIds: [] }} site={siteFixture({ locations: [] })} first={false} />);
    expect(container.querySelector('[data-module-type="map"]')).toBeNull();
  });

  it('keeps the order the module gives and skips unknown ids', () => {
    expect(locationsFor(['loc-river', 'nope', 'loc-main'], site.locations).map((l) => l.id)).toEqual(['loc-river', 'loc-main']);
  });

  it('uses coordinates for directions when the location has them', () => {
    expect(directionsHref(site.locations[0]!)).toBe('https://www.google.com/maps/dir/?api=1&destination=44.47%2C-72.57');
  });
});
