import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from '../../../testing/render-themed';
import { MemoryCard } from './memory-card';

describe('MemoryCard', () => {
  it('shows HTML in a memory as text, never as markup', () => {
    const text = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = renderThemed(
      <ul>
        <MemoryCard memory={{ id: 1, authorName: '<b>Mallory</b>', relationship: 'Friend', text, createdAt: '2026-11-20T12:00:00.000Z' }} />
      </ul>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('<b>Mallory</b>')).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
    // On the home's clock (no render context here: UTC), as the wall writes it: "Nov 20, 12:00 PM", no seconds.
    expect(screen.getByText(/^Nov 20(, 2026)?, 12:00 PM$/)).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
  });

  it('shortens a long memory behind a "Read more" button that says whether it is open', async () => {
    const user = userEvent.setup();
    const text = `${'We walked the river path every Sunday. '.repeat(20)}The end.`;
    renderThemed(
      <ul>
        <MemoryCard memory={{ id: 2, authorName: 'Ada', relationship: null, text, createdAt: '2026-11-20T12:00:00.000Z' }} />
      </ul>,
    );
    const more = screen.getByRole('button', { name: 'Read more of the memory from Ada' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/The end\./)).toBeNull();
    more.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show less of the memory from Ada' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/The end\./)).toBeInTheDocument();
  });

  it('shows the visitor’s photo with the memory, at its own size', () => {
    renderThemed(
      <ul>
        <MemoryCard
          memory={{
            id: 3,
            authorName: 'Ada',
            relationship: null,
            text: 'Roses',
            createdAt: '2026-11-20T12:00:00.000Z',
            photo: { url: '/api/media/site/1/x-1600.webp', width: 1600, height: 1067 },
          }}
        />
      </ul>,
    );
    const photo = screen.getByRole('img', { name: 'Shared by Ada' });
    expect(photo).toHaveAttribute('src', '/api/media/site/1/x-1600.webp');
    expect(photo).toHaveAttribute('width', '1600');
  });
});
