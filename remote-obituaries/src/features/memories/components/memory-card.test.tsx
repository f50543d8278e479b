import { screen } from '@testing-library/react';
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
    expect(screen.getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
  });
});
