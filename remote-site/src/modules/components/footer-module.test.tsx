import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { FooterModule } from './footer-module';

const site = siteFixture();

describe('FooterModule', () => {
  it('closes a page with its words, a tap-to-call button and its links', () => {
    renderWithSite(
      <FooterModule
        module={{
          id: 'f',
          type: 'footer',
          heading: 'Questions?',
          text: 'We are happy to help.',
          showPhone: true,
          links: [{ id: 'c', label: 'Send a message', to: '/contact' }],
        }}
        site={site}
        first={false}
      />,
    );
    expect(screen.getByRole('region', { name: 'Questions?' })).toBeInTheDocument();
    expect(screen.getByText('We are happy to help.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (555) 201-4400' })).toHaveAttribute('href', 'tel:5552014400');
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contact');
  });

  it('works without heading, text, phone or links', () => {
    renderWithSite(<FooterModule module={{ id: 'f', type: 'footer', showPhone: false, links: [] }} site={site} first={false} />);
    expect(screen.getByRole('region', { name: 'More from us' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
