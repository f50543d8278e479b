import { screen } from '@testing-library/react';
import { renderThemed } from '../../../testing/render-themed';
import userEvent from '@testing-library/user-event';
import type { ObituaryPhoto } from '@keepsake/shared/contract';
import { PhotoViewer } from './photo-viewer';

const photos: ObituaryPhoto[] = [1, 2, 3].map((id) => ({
  id,
  url: `/photo-${id}.svg`,
  width: 800,
  height: 600,
  caption: `Caption ${id}`,
  alt: `Alt ${id}`,
}));

describe('PhotoViewer', () => {
  it('is a modal dialog with focus on Close, moved by arrow keys, closed by Escape on the current photo', async () => {
    const onClose = jest.fn();
    renderThemed(<PhotoViewer photos={photos} start={0} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Alt 1' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Caption 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(2);
  });

  it('keeps Tab inside the dialog', async () => {
    renderThemed(<PhotoViewer photos={photos} start={0} onClose={() => undefined} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  it('moves on a swipe', () => {
    renderThemed(<PhotoViewer photos={photos} start={0} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(Object.assign(new Event('touchstart', { bubbles: true }), { touches: [{ clientX: 300 }] }));
    dialog.dispatchEvent(Object.assign(new Event('touchend', { bubbles: true }), { changedTouches: [{ clientX: 100 }] }));
    return screen.findByRole('dialog', { name: 'Photo 2 of 3' });
  });
});
