import { screen } from '@testing-library/react';
import type { Obituary } from '@keepsake/shared/contract/obituary';
import { renderThemed } from '../../../testing/render-themed';
import { MIN_HEADER_SCRIM, ObituaryHeader, headerScrim } from './obituary-header';

const obituary: Obituary = {
  id: 7,
  nameSlug: 'rosa-ines-morales',
  fullName: 'Rosa Inés Morales',
  birthDate: '1941-03-02',
  deathDate: '2026-11-01',
  city: 'Springfield',
  portraitUrl: null,
  portraitAlt: 'Rosa Inés Morales',
  excerpt: 'Rosa loved to dance.',
  biography: 'Rosa loved to dance.',
  events: [],
  donation: null,
  wallModeration: 'OPEN',
  photoCount: 0,
  memoryCount: 0,
  musicUrl: null,
};
const garden = { id: 'stock-garden', name: 'Garden', imageUrl: '/api/assets/garden.svg', scrim: 0.45, accent: '#e3f1d8' };

describe('ObituaryHeader', () => {
  it('offers the portrait in every stored size, loaded first (the largest paint)', () => {
    const portraitSizes = [
      { url: '/api/media/rosa-240.webp', width: 240 },
      { url: '/api/media/rosa-800.webp', width: 800 },
    ];
    renderThemed(<ObituaryHeader obituary={{ ...obituary, portraitUrl: '/api/media/rosa-800.webp', portraitSizes }} />);
    const portrait = screen.getByRole('img', { name: 'Rosa Inés Morales' });
    expect(portrait).toHaveAttribute('srcset', '/api/media/rosa-240.webp 240w, /api/media/rosa-800.webp 800w');
    expect(portrait).toHaveAttribute('sizes', '192px');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    expect(portrait).toHaveAttribute('loading', 'eager');
  });

  it('keeps the site look when the family has chosen no theme', () => {
    const { container } = renderThemed(<ObituaryHeader obituary={{ ...obituary, theme: null }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rosa Inés Morales' })).toBeInTheDocument();
    expect(container.querySelector('[data-theme-picture], [data-theme-scrim]')).toBeNull();
    expect(container.querySelector('header')).not.toHaveAttribute('data-memorial-theme');
  });

  it("wears the family's theme: the picture as decoration under a scrim, white text over it", () => {
    const { container } = renderThemed(<ObituaryHeader obituary={{ ...obituary, theme: garden }} />);
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-memorial-theme', 'stock-garden');
    const picture = container.querySelector('[data-theme-picture]')!;
    expect(picture).toHaveAttribute('src', '/api/assets/garden.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    // The family chose 0.45; the header darkens to the minimum that keeps 4.5:1 over a white picture.
    expect(getComputedStyle(container.querySelector('[data-theme-scrim]')!).backgroundColor).toBe(`rgba(0, 0, 0, ${MIN_HEADER_SCRIM})`);
    expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(screen.getByText('In loving memory')).color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).borderBottom).toContain('rgb(227, 241, 216)');
  });

  it('keeps a darker scrim the family chose, within the allowed range', () => {
    expect(headerScrim({ ...garden, scrim: 0.7 })).toBe(0.7);
    expect(headerScrim({ ...garden, scrim: 0.45 })).toBe(MIN_HEADER_SCRIM);
    // White (1.0) under black at the minimum scrim, against white text: at least 4.5:1.
    const channel = 1 - MIN_HEADER_SCRIM;
    const luminance = ((channel + 0.055) / 1.055) ** 2.4;
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('is compact on sub-pages: the name stays the heading, the portrait shrinks, the extra lines go', () => {
    const full = renderThemed(<ObituaryHeader obituary={obituary} />);
    expect(full.container.querySelector('[data-compact]')).toBeNull();
    expect(screen.getByText('In loving memory')).toBeInTheDocument();
    expect(screen.getByText('Springfield')).toBeInTheDocument();
    full.unmount();
    const { container } = renderThemed(<ObituaryHeader obituary={obituary} compact />);
    expect(container.querySelector('header[data-compact]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Rosa Inés Morales' })).toBeInTheDocument();
    expect(screen.getByText('March 2, 1941 – November 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText('In loving memory')).toBeNull();
    expect(screen.queryByText('Springfield')).toBeNull();
  });
});
