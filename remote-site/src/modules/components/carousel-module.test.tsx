import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture, testImage } from '../../testing/site-fixture';
import { CarouselModule } from './carousel-module';

const site = siteFixture();
const carousel = {
  id: 'c',
  type: 'carousel' as const,
  heading: 'Meet our team',
  autoRotate: true,
  intervalSeconds: 5,
  slides: [
    { id: 's1', image: testImage('eleanor'), caption: 'Eleanor Hartley' },
    { id: 's2', image: testImage('marcus'), caption: 'Marcus Bell' },
    { id: 's3', image: testImage('priya') },
  ],
};

const visibleSlide = () => screen.getByRole('group', { name: /of 3/ });

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('CarouselModule', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is a named carousel showing one slide at a time, moved by buttons', async () => {
    const user = userEvent.setup();
    renderWithSite(<CarouselModule module={{ ...carousel, autoRotate: false }} site={site} first={false} />);
    expect(screen.getByRole('region', { name: 'Meet our team' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: /Next slide/ }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByText('Marcus Bell')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Previous slide/ }));
    await user.click(screen.getByRole('button', { name: /Previous slide/ }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Slide 2: Marcus Bell' }));
    expect(screen.getByRole('button', { name: 'Slide 2: Marcus Bell' })).toHaveAttribute('aria-current', 'true');
    // No rotation: no pause button.
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('is operable by keyboard: Tab to a control, Enter, and the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithSite(<CarouselModule module={{ ...carousel, autoRotate: false }} site={site} first={false} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Previous slide/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('rotates on its own, stops with the visible pause button and announces slides once paused', async () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSite(<CarouselModule module={carousel} site={site} first={false} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(document.getElementById('c-slides')).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(20000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(document.getElementById('c-slides')).toHaveAttribute('aria-live', 'polite');
  });

  it('never rotates when the visitor prefers reduced motion', () => {
    jest.useFakeTimers();
    mockReducedMotion(true);
    renderWithSite(<CarouselModule module={carousel} site={site} first={false} />);
    act(() => jest.advanceTimersByTime(30000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('shows a single slide without controls, and nothing without slides', () => {
    const { container, unmount } = renderWithSite(<CarouselModule module={{ ...carousel, slides: carousel.slides.slice(0, 1) }} site={site} first={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('img')).not.toBeNull();
    unmount();
    const empty = renderWithSite(<CarouselModule module={{ ...carousel, slides: [] }} site={site} first={false} />);
    expect(empty.container.querySelector('[data-module-type]')).toBeNull();
  });
});
