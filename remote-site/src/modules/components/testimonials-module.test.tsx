import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { TestimonialsModule } from './testimonials-module';

const site = siteFixture();

describe('TestimonialsModule', () => {
  it('renders each quote with its author and relation', () => {
    renderWithSite(
      <TestimonialsModule
        module={{
          id: 't',
          type: 'testimonials',
          heading: 'What families say',
          items: [
            { id: 'a', quote: 'They took care of every detail.', author: 'Lucia Morales', relation: 'Daughter' },
            { id: 'b', quote: 'Kind and patient.', author: 'Ruth A.' },
          ],
        }}
        site={site}
        first={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'What families say' })).toBeInTheDocument();
    expect(screen.getByText('“They took care of every detail.”')).toBeInTheDocument();
    const captions = screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent);
    expect(captions).toEqual(['Lucia Morales, Daughter', 'Ruth A.']);
  });

  it('renders nothing without testimonials', () => {
    const { container } = renderWithSite(<TestimonialsModule module={{ id: 't', type: 'testimonials', items: [] }} site={site} first={false} />);
    expect(container.querySelector('[data-module-type]')).toBeNull();
  });
});
