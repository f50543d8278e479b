import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ObituaryPhoto } from '@keepsake/shared/contract/obituary';
import { renderThemed } from '../../../testing/render-themed';
import { Slideshow } from './slideshow';

const photos: ObituaryPhoto[] = [1, 2, 3, 4].map((id) => ({
  id,
  url: `/photo-${id}.svg`,
  width: 800,
  height: 600,
  caption: `Caption ${id}`,
  alt: `Alt ${id}`,
}));

describe('Slideshow', () => {
  beforeAll(() => {
    // jsdom plays no media.
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });

  it('has its controls in order: play, previous, next, music, full screen', () => {
    renderThemed(<Slideshow photos={photos} musicUrl="/music.wav" title="Tribute to Rosa" />);
    const group = screen.getByRole('group', { name: 'Slideshow controls' });
    const names = [...group.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Play tribute', 'Previous photo', 'Next photo', 'Music', 'Full screen']);
  });

  it('shows the progress through the photos', async () => {
    renderThemed(<Slideshow photos={photos} musicUrl={null} title="Tribute to Rosa" />);
    expect(screen.getByRole('progressbar', { name: 'Tribute progress' })).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('progressbar', { name: 'Tribute progress' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('says whether the music is on', async () => {
    renderThemed(<Slideshow photos={photos} musicUrl="/music.wav" title="Tribute to Rosa" />);
    const music = screen.getByRole('button', { name: 'Music' });
    expect(music).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(music);
    expect(music).toHaveAttribute('aria-pressed', 'false');
    expect(music).toHaveTextContent('Music: off');
  });

  it('goes full screen, covering the window where the browser has no full screen for it, and Escape leaves', async () => {
    const { container } = renderThemed(<Slideshow photos={photos} musicUrl={null} title="Tribute to Rosa" />);
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(container.querySelector('section[data-full-screen]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(container.querySelector('section[data-full-screen]')).toBeNull();
  });
});
