import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TributeVideo } from '@keepsake/shared/contract/case';
import { portalFetch, ROSA } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };
const PAGE = '/family-portal/7/rosa-ines-morales/review-video';

const VIDEO: TributeVideo = {
  slides: [
    { url: '/api/media/site-willowbrook/7/a-1600.webp', width: 1600, height: 1200, caption: 'Our wedding, 1962', startsAt: 0 },
    { url: '/api/media/site-willowbrook/7/b-1600.webp', width: 1600, height: 1200, caption: 'The garden', startsAt: 6 },
  ],
  musicUrl: '/api/media/site-willowbrook/7/c-original.mp3',
  secondsPerSlide: 6,
  durationSeconds: 12,
  comments: [
    {
      id: 1,
      itemType: null,
      pageType: null,
      atSeconds: 7,
      text: 'Longer on this one',
      authorName: 'Elena Morales',
      createdAt: '2026-11-22T10:00:00.000Z',
      state: 'OPEN',
    },
  ],
  approval: { approved: false, outOfDate: true, approvedAt: '2026-11-21T10:00:00.000Z', approvedBy: 'Jordan Morales', onBehalf: null },
};

describe('review video', () => {
  it('shows the slides and timed comments, says when the approved video changed, sends a comment and approves', async () => {
    let video = VIDEO;
    const fake = portalFetch((method, url, body) => {
      if (url.pathname.endsWith('/video') && method === 'GET') return { body: video };
      if (url.pathname.endsWith('/video/comment')) {
        const { text, atSeconds } = body as { text: string; atSeconds: number };
        const comment = {
          id: 2,
          itemType: null,
          pageType: null,
          atSeconds,
          text,
          authorName: 'Jordan Morales',
          createdAt: '2026-11-23T10:00:00.000Z',
          state: 'OPEN' as const,
        };
        video = { ...video, comments: [...video.comments, comment] };
        return { status: 201, body: comment };
      }
      if (url.pathname.endsWith('/video/approve')) {
        video = {
          ...video,
          approval: { approved: true, outOfDate: false, approvedAt: '2026-11-23T10:00:00.000Z', approvedBy: 'Jordan Morales', onBehalf: null },
        };
        return { body: video };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);

    expect(await screen.findByText('Changed since it was approved.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Our wedding, 1962')).toBeInTheDocument();
    expect(screen.getByText('0:00 / 0:12')).toBeInTheDocument();
    expect(screen.getByText('Longer on this one').closest('li')).toHaveTextContent('0:07 Elena Morales: Longer on this one');

    const send = screen.getByRole('button', { name: 'Send comment' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment at 0:00' }), 'Please start with the garden');
    await userEvent.click(send);
    expect(await screen.findByText('Please start with the garden')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.url.endsWith('/video/comment'))?.body).toEqual({ text: 'Please start with the garden', atSeconds: 0 });
    expect(screen.getByRole('textbox', { name: 'Comment at 0:00' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Approve the video' }));
    expect(await screen.findByText('Approved by Jordan Morales.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve the video' })).toBeDisabled());
  });

  it('lets a helper comment but not approve', async () => {
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/video') ? { body: VIDEO } : undefined), { ...ROSA, access: 'HELPER' });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    expect(await screen.findByRole('textbox', { name: 'Comment at 0:00' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the video' })).toBeNull();
  });

  it('a comment the API refuses keeps its words, with the API’s message under the box (issue 38.3)', async () => {
    const fake = portalFetch((method, url) => {
      if (url.pathname.endsWith('/video/comment')) {
        const fieldErrors = { text: 'Please keep a comment to one request' };
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Please check the comment.', fieldErrors } };
      }
      return url.pathname.endsWith('/video') ? { body: VIDEO } : undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    const box = await screen.findByRole('textbox', { name: 'Comment at 0:00' }, SLOW);
    await userEvent.type(box, 'Slower, and the garden first');
    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Please keep a comment to one request')).toBeInTheDocument();
    expect(box).toHaveValue('Slower, and the garden first');
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/Please keep a comment to one request/);
  });
});
