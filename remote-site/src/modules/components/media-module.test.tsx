import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture, testImage } from '../../testing/site-fixture';
import { MediaModule } from './media-module';

const site = siteFixture();

describe('MediaModule', () => {
  it('renders an image with its alt text, reserved size and caption', () => {
    renderWithSite(
      <MediaModule module={{ id: 'm', type: 'media', media: { kind: 'image', ...testImage('chapel') }, caption: 'The chapel.' }} site={site} first={false} />,
    );
    const image = screen.getByRole('img', { name: 'Picture chapel' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('The chapel.').tagName).toBe('FIGCAPTION');
  });

  it('renders a video with controls, a name and captions, and no caption when there is none', () => {
    const { container } = renderWithSite(
      <MediaModule
        module={{
          id: 'v',
          type: 'media',
          media: { id: 'vid', kind: 'video', src: '/tour.mp4', title: 'A tour of the chapel', captionsSrc: '/tour.vtt', width: 1280, height: 720 },
        }}
        site={site}
        first={false}
      />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'A tour of the chapel');
    expect(video).toHaveAttribute('width', '1280');
    expect(container.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/tour.vtt');
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
