import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { ValuePropsModule } from './value-props-module';

const site = siteFixture();

describe('ValuePropsModule', () => {
  it('renders each promise with its icon, title and text', () => {
    const { container } = renderWithSite(
      <ValuePropsModule
        module={{
          id: 'v',
          type: 'value-props',
          heading: 'How we help',
          items: [
            { id: 'a', icon: 'phone', title: 'Here day and night', text: 'We always answer.' },
            { id: 'b', title: 'Clear pricing', text: 'No surprises.' },
          ],
        }}
        site={site}
        first={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How we help' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Here day and night' })).toBeInTheDocument();
    expect(screen.getByText('No surprises.')).toBeInTheDocument();
    // Only the item with an icon has one, hidden from assistive technology.
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(1);
    expect(container.querySelector('svg[data-icon="phone"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses h2 for items when the module has no heading, and renders nothing without items', () => {
    renderWithSite(
      <ValuePropsModule module={{ id: 'v', type: 'value-props', items: [{ id: 'a', title: 'Cremation', text: '' }] }} site={site} first={false} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cremation' })).toBeInTheDocument();
  });
});
