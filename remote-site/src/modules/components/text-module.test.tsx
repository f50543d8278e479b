import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { TextModule } from './text-module';

const site = siteFixture();

describe('TextModule', () => {
  it('renders structured rich text: paragraphs, headings, lists, quotes, marks and links', () => {
    renderWithSite(
      <TextModule
        module={{
          id: 't',
          type: 'text',
          heading: 'Welcome',
          content: [
            {
              id: 'p',
              type: 'paragraph',
              spans: [
                { id: 's1', text: 'We are ' },
                { id: 's2', text: 'here', marks: ['bold', 'italic'] },
                { id: 's3', text: ' for you.' },
              ],
            },
            { id: 'h', type: 'heading', level: 3, spans: [{ id: 's', text: 'Our promise' }] },
            {
              id: 'l',
              type: 'list',
              ordered: true,
              items: [
                { id: 'i1', spans: [{ id: 's', text: 'Call us' }] },
                { id: 'i2', spans: [{ id: 's', text: 'Visit', href: '/locations' }] },
              ],
            },
            { id: 'q', type: 'quote', spans: [{ id: 's', text: 'Treat every family as our own.', marks: ['underline'] }] },
          ],
        }}
        site={site}
        first={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('here').closest('strong')).not.toBeNull();
    expect(screen.getByText('here').closest('em')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Our promise' })).toBeInTheDocument();
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Visit' })).toHaveAttribute('href', '/locations');
    expect(screen.getByText('Treat every family as our own.').closest('blockquote')).not.toBeNull();
  });

  it('shows markup written by an editor as text, never as HTML', () => {
    const { container } = renderWithSite(
      <TextModule
        module={{ id: 't', type: 'text', content: [{ id: 'p', type: 'paragraph', spans: [{ id: 's', text: '<img src=x onerror=alert(1)>' }] }] }}
        site={site}
        first={false}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders nothing when there is neither heading nor content', () => {
    const { container } = renderWithSite(<TextModule module={{ id: 't', type: 'text', content: [] }} site={site} first={false} />);
    expect(container.querySelector('[data-module-type]')).toBeNull();
  });
});
