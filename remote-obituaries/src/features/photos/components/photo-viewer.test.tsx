import { act, screen } from '@testing-library/react';
import { renderThemed } from '../../../testing/render-themed';
import userEvent from '@testing-library/user-event';
import type { ObituaryPhoto } from '@keepsake/shared/contract/obituary';
import { useState } from 'react';
import { useOverlay } from '@keepsake/shared/ui';
import { PhotoViewer } from './photo-viewer';

const photos: ObituaryPhoto[] = [1, 2, 3].map((id) => ({
  id,
  url: `/photo-${id}.svg`,
  width: 800,
  height: 600,
  caption: `Caption ${id}`,
  alt: `Alt ${id}`,
}));

// The page's side: an overlay opened on the first photo, and where the viewer ended when it closed.
function Viewer({ onClose }: { onClose: (index: number) => void }) {
  const viewer = useOverlay('photo-viewer', { destroyOnClose: true });
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={viewer.open}>
        View photos
      </button>
      {viewer.isOpen ? <PhotoViewer id="photo-viewer" photos={photos} index={index} onIndexChange={setIndex} onClose={() => onClose(index)} /> : null}
    </>
  );
}

async function openViewer(onClose: (index: number) => void = () => undefined) {
  renderThemed(<Viewer onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'View photos' }));
}

describe('PhotoViewer', () => {
  it('is a modal dialog with focus on Close, moved by arrow keys, closed by Escape on the current photo', async () => {
    const onClose = jest.fn();
    await openViewer(onClose);
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
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog, through the controls in reading order', async () => {
    await openViewer();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    // Zoom out is off while the photo is whole.
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  const pointer = (element: Element, type: string, pointerId: number, clientX: number, clientY = 200) =>
    act(() => {
      element.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerId, clientX, clientY }));
    });

  it('moves on a swipe', async () => {
    await openViewer();
    const stage = document.querySelector('[data-photo-stage]')!;
    pointer(stage, 'pointerdown', 1, 300);
    pointer(stage, 'pointerup', 1, 100);
    return screen.findByRole('dialog', { name: 'Photo 2 of 3' });
  });

  it('zooms with two fingers, and then one finger moves the photo instead of changing it', async () => {
    await openViewer();
    const stage = document.querySelector('[data-photo-stage]')!;
    pointer(stage, 'pointerdown', 1, 100);
    pointer(stage, 'pointerdown', 2, 200);
    pointer(stage, 'pointermove', 2, 300);
    pointer(stage, 'pointerup', 2, 300);
    pointer(stage, 'pointerup', 1, 100);
    expect(screen.getByRole('status')).toHaveTextContent('200%');
    expect(screen.getByRole('img', { name: 'Alt 1' }).style.transform).toContain('scale(2)');
    pointer(stage, 'pointerdown', 3, 300);
    pointer(stage, 'pointerup', 3, 100);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  });

  it('zooms from the keyboard and the buttons, and each photo opens whole', async () => {
    await openViewer();
    await userEvent.keyboard('+');
    expect(screen.getByRole('status')).toHaveTextContent('150%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('status')).toHaveTextContent('225%');
    await userEvent.keyboard('-');
    expect(screen.getByRole('status')).toHaveTextContent('150%');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Fit');
  });
});
