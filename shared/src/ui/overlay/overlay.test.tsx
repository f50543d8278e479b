import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '@keepsake/shared/theme';
import { Overlay } from './overlay';
import { overlays } from './overlay-store';
import { useOverlay } from './use-overlay';

function ShareMemory({ destroyOnClose = false }: { destroyOnClose?: boolean }) {
  const dialog = useOverlay('share-memory', { destroyOnClose });
  const [shown, setShown] = useState(true);
  return (
    <ThemeProvider>
      <button type="button" onClick={dialog.open}>
        Share a memory
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Leave page
      </button>
      {shown && (
        <Overlay id="share-memory" title="Share a memory">
          <label>
            Your memory
            <textarea />
          </label>
          <button type="button" onClick={dialog.close}>
            Post memory
          </button>
        </Overlay>
      )}
      <p>State: {dialog.state ?? 'none'}</p>
    </ThemeProvider>
  );
}

describe('Overlay', () => {
  it('opens as a labelled modal dialog with focus inside', async () => {
    render(<ShareMemory />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Share a memory' }));

    const dialog = screen.getByRole('dialog', { name: 'Share a memory' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<ShareMemory />);
    await userEvent.click(screen.getByRole('button', { name: 'Share a memory' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Post memory' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Post memory' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<ShareMemory />);
    const opener = screen.getByRole('button', { name: 'Share a memory' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByText('State: closed')).toBeInTheDocument();
  });

  it('closes from the close button and keeps what was typed for a reopen', async () => {
    render(<ShareMemory />);
    await userEvent.click(screen.getByRole('button', { name: 'Share a memory' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your memory' }), 'She loved her garden');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Share a memory' }));
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('She loved her garden');
  });

  it('is removed on close with destroyOnClose and can be opened afresh', async () => {
    render(<ShareMemory destroyOnClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Share a memory' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Post memory' }));

    expect(screen.getByText('State: none')).toBeInTheDocument();
    expect(overlays.has('share-memory')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Share a memory' }));
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('');
  });

  it('can be opened through the overlays API from anywhere', () => {
    render(<ShareMemory />);
    act(() => overlays.open('share-memory'));
    expect(screen.getByRole('dialog', { name: 'Share a memory' })).toBeInTheDocument();
    act(() => overlays.unmount('share-memory'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is unregistered when the component that created it unmounts', async () => {
    const { unmount } = render(<ShareMemory />);
    expect(overlays.has('share-memory')).toBe(true);
    unmount();
    expect(overlays.has('share-memory')).toBe(false);
  });
});
