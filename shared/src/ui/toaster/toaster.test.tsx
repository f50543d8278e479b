import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@keepsake/shared/theme';
import { TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { toast } from './toast';
import { resumeToasts } from './toast-store';
import { Toaster } from './toaster';

function renderToaster() {
  render(
    <ThemeProvider>
      <Toaster />
    </ThemeProvider>,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const toastItems = () => within(notifications()).getAllByRole('listitem');

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      resumeToasts();
      toast.dismissAll();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('has its live regions in the page before any toast arrives', () => {
    renderToaster();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('announces a success politely and shows it with a check icon', () => {
    renderToaster();
    act(() => {
      toast.success({ title: 'Memory shared', description: 'Thank you for your kind words.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Memory shared. Thank you for your kind words.');
    const [item] = toastItems();
    expect(within(item!).getByText('Memory shared')).toBeInTheDocument();
    expect(item!.querySelector('[data-icon="check"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces an error as an alert with an exclamation icon', () => {
    renderToaster();
    act(() => {
      toast.error('We could not upload the photo');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not upload the photo');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(toastItems()[0]!.querySelector('[data-icon="exclamation"]')).toBeInTheDocument();
  });

  it('disappears after its duration and the removal delay', () => {
    renderToaster();
    act(() => {
      toast('Saved');
    });
    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS + TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = renderToaster();
    act(() => {
      toast('Saved');
    });
    await user.click(screen.getByRole('button', { name: 'Close notification: Saved' }));
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('runs an action and closes, and runs the click handler from a button', async () => {
    const undo = jest.fn();
    const openCase = jest.fn();
    const user = renderToaster();
    act(() => {
      toast({ title: 'Photo removed', actions: [{ label: 'Undo', onClick: undo }], close: false });
      toast({ title: 'New message', description: 'From the funeral home', onClick: openCase });
    });
    expect(screen.queryByRole('button', { name: /Close notification: Photo removed/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New message From the funeral home' }));
    expect(openCase).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByText('Photo removed')).not.toBeInTheDocument();
  });

  it('does not close a toast while the visitor hovers the toaster', async () => {
    const user = renderToaster();
    act(() => {
      toast({ title: 'Reading this', progress: true });
    });
    expect(screen.getByTestId('toast-countdown')).toBeInTheDocument();
    await user.hover(notifications());
    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS * 2));
    expect(within(notifications()).getByText('Reading this')).toBeInTheDocument();
    await user.unhover(notifications());
    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS + TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows an avatar with its text alternative', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Aunt May signed the guestbook', avatar: { src: '/may.jpg', alt: 'Aunt May' } });
    });
    expect(within(notifications()).getByRole('img', { name: 'Aunt May' })).toHaveAttribute('src', '/may.jpg');
  });
});
