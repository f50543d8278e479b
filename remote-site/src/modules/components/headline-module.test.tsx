import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { HeadlineModule } from './headline-module';

const site = siteFixture();

describe('HeadlineModule', () => {
  it('renders the heading at its level with the line under it', () => {
    renderWithSite(<HeadlineModule module={{ id: 'h', type: 'headline', text: 'Our Staff', level: 1, subtext: 'Meet the team.' }} site={site} first />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Staff' })).toBeInTheDocument();
    expect(screen.getByText('Meet the team.')).toBeInTheDocument();
  });

  it('renders level 2 and 3 and leaves out a missing subtext', () => {
    const { container } = renderWithSite(
      <>
        <HeadlineModule module={{ id: 'a', type: 'headline', text: 'Section', level: 2 }} site={site} first={false} />
        <HeadlineModule module={{ id: 'b', type: 'headline', text: 'Detail', level: 3, align: 'center' }} site={site} first={false} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Detail' })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
