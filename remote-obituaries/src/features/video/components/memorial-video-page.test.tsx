import { screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import type { Obituary, ObituaryPhoto } from '@keepsake/shared/contract/obituary';
import { QueryProvider, queryClient } from '@keepsake/shared/query';
import { photosQuery } from '../../../api/get-photos';
import { renderThemed } from '../../../testing/render-themed';
import { MemorialVideoPage } from './memorial-video-page';

const galleryPhoto: ObituaryPhoto = { id: 1, url: '/seed/porch.jpg', width: 1200, height: 900, caption: 'The porch', alt: 'The porch in summer' };
const approvedPhoto: ObituaryPhoto = {
  id: 31,
  url: '/api/media/site-willowbrook/7/g-1600.webp',
  width: 1600,
  height: 1200,
  caption: 'Her garden',
  alt: 'Her garden',
};

const OBITUARY: Obituary = {
  id: 42,
  nameSlug: 'rosa-ines-morales',
  fullName: 'Rosa Inés Morales',
  birthDate: '1941-03-14',
  deathDate: '2026-11-21',
  city: null,
  portraitUrl: null,
  portraitAlt: '',
  excerpt: '',
  biography: '',
  events: [],
  donation: null,
  wallModeration: 'OPEN',
  photoCount: 1,
  memoryCount: 0,
  musicUrl: '/api/web/tribute-music.wav',
};

// The page reads its obituary from the layout's outlet context and the gallery through the query cache.
function renderPage(obituary: Obituary) {
  queryClient.clear();
  queryClient.setQueryData(photosQuery(obituary.id).queryKey, { items: [galleryPhoto] });
  return renderThemed(
    <QueryProvider>
      <MemoryRouter initialEntries={['/memorial-video']}>
        <Routes>
          <Route element={<Outlet context={obituary} />}>
            <Route path="memorial-video" element={<MemorialVideoPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('memorial video page: where its photos and music come from', () => {
  it('plays the video the family approved: their photos and their music', () => {
    const { container } = renderPage({
      ...OBITUARY,
      video: {
        photos: [approvedPhoto],
        musicUrl: '/api/media/site-willowbrook/7/song-original.mp3',
        secondsPerSlide: 6,
        approvedAt: '2026-11-23T10:00:00.000Z',
      },
    });
    expect(screen.getByRole('img', { name: 'Her garden' })).toHaveAttribute('src', approvedPhoto.url);
    expect(screen.queryByRole('img', { name: 'The porch in summer' })).toBeNull();
    expect(container.querySelector('audio')).toHaveAttribute('src', '/api/media/site-willowbrook/7/song-original.mp3');
  });

  it('without a current approval, shows the public gallery with the page music', () => {
    const { container } = renderPage({ ...OBITUARY, video: null });
    expect(screen.getByRole('img', { name: 'The porch in summer' })).toHaveAttribute('src', galleryPhoto.url);
    expect(container.querySelector('audio')).toHaveAttribute('src', OBITUARY.musicUrl);
  });
});
