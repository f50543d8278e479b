import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stationery } from '@keepsake/shared/contract/case';
import { portalFetch, ROSA } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };
const CASE = '/family-portal/7/rosa-ines-morales';

const STATIONERY: Stationery = {
  items: [
    {
      type: 'memorial-folder',
      title: 'Memorial folder',
      widthIn: 5.5,
      heightIn: 8.5,
      pages: [
        { type: 'front', heading: 'Rosa Inés Morales', lines: ['March 14, 1941 – November 21, 2026', 'In loving memory'], imageUrl: null },
        { type: 'inside', heading: 'A life remembered', lines: ['Rosa taught second grade for thirty-one years.'], imageUrl: null },
      ],
    },
    {
      type: 'prayer-card',
      title: 'Prayer card',
      widthIn: 2.75,
      heightIn: 4.25,
      pages: [{ type: 'back', heading: 'Rosa Inés Morales', lines: ['May perpetual light shine upon her.'], imageUrl: null }],
    },
  ],
  comments: [],
  approval: { approved: false, outOfDate: false, approvedAt: null, approvedBy: null, onBehalf: null },
};

describe('review stationery', () => {
  it('draws each piece with its print size, pins a comment to a piece and page, and approves', async () => {
    let stationery = STATIONERY;
    const fake = portalFetch((method, url, body) => {
      if (url.pathname.endsWith('/stationery') && method === 'GET') return { body: stationery };
      if (url.pathname.endsWith('/stationery/comment')) {
        const comment = {
          id: 5,
          itemType: url.searchParams.get('itemType'),
          pageType: url.searchParams.get('pageType'),
          atSeconds: null,
          text: (body as { text: string }).text,
          authorName: 'Grace Morales',
          createdAt: '2026-11-23T10:00:00.000Z',
          state: 'OPEN' as const,
        };
        stationery = { ...stationery, comments: [comment] };
        return { status: 201, body: comment };
      }
      if (url.pathname.endsWith('/stationery/approve')) {
        // Over open requests only when confirmed; they become "approved over".
        if (!(body as { overrideOpenRequests?: boolean }).overrideOpenRequests)
          return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Confirm' } };
        stationery = { ...stationery, comments: stationery.comments.map((comment) => ({ ...comment, state: 'OVERRIDDEN' as const })) };
        stationery = {
          ...stationery,
          approval: { approved: true, outOfDate: false, approvedAt: '2026-11-23T10:00:00.000Z', approvedBy: 'Jordan Morales', onBehalf: null },
        };
        return { body: stationery };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(`${CASE}/review-stationery`);

    const inside = await screen.findByRole('img', { name: 'Memorial folder, inside' }, SLOW);
    // Print proportions: the size is named beside each piece (jsdom drops aspect-ratio from the styles).
    expect(screen.getByRole('heading', { level: 2, name: /^Memorial folder/ })).toHaveTextContent('Memorial folder (5.5 × 8.5 in)');
    expect(inside).toHaveTextContent('Rosa taught second grade for thirty-one years.');
    expect(screen.getByRole('heading', { level: 2, name: /^Prayer card/ })).toHaveTextContent('Prayer card (2.75 × 4.25 in)');
    expect(screen.getByRole('link', { name: 'Prayer card' })).toHaveAttribute('href', `${CASE}/review-stationery/prayer-card`);
    expect(screen.getByText('Not approved yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Comment on the memorial folder, inside' }), 'Add the reception.');
    // On a phone the proof's words are small: Enlarge shows the piece at its printed size (5.5 in at 96 px an inch),
    // in a region that scrolls sideways by keyboard too.
    const enlarge = screen.getByRole('button', { name: 'Enlarge the memorial folder, inside' });
    await userEvent.click(enlarge);
    expect(enlarge).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Memorial folder, inside, enlarged' })).toHaveAttribute('tabindex', '0');
    expect(inside).toHaveStyle({ width: '528px' });
    await userEvent.click(screen.getByRole('button', { name: 'Fit to screen the memorial folder, inside' }));
    expect(screen.queryByRole('region', { name: 'Memorial folder, inside, enlarged' })).toBeNull();

    await userEvent.click(within(inside.parentElement!.parentElement!).getByRole('button', { name: 'Send comment' }));
    const pinned = await screen.findByRole('list', { name: 'Comments on the inside' });
    expect(pinned).toHaveTextContent('Grace Morales: Add the reception.');
    expect(fake.calls.find((call) => call.url.includes('/stationery/comment'))?.url).toBe(
      '/api/family/cases/7/stationery/comment?itemType=memorial-folder&pageType=inside',
    );

    // An open request: approving asks first (issue 43 point 5), and nothing is sent before the answer.
    await userEvent.click(screen.getByRole('button', { name: 'Approve the stationery' }));
    const question = screen.getByRole('alert');
    expect(question).toHaveTextContent('Grace Morales asked: “Add the reception.” Approve anyway?');
    expect(question).toHaveFocus();
    expect(fake.calls.some((call) => call.url.endsWith('/stationery/approve'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve the stationery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Approved by Jordan Morales.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the stationery' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Comments on the inside' })).toHaveTextContent('Grace Morales: Add the reception. (approved over)');
  });

  it('shows one piece on its own page, and no approval for a helper', async () => {
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/stationery') ? { body: STATIONERY } : undefined), { ...ROSA, access: 'HELPER' });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(`${CASE}/review-stationery/prayer-card`);
    expect(await screen.findByRole('img', { name: 'Prayer card, back' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Memorial folder, front' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All stationery' })).toHaveAttribute('href', `${CASE}/review-stationery`);
    expect(screen.queryByRole('button', { name: 'Approve the stationery' })).toBeNull();
  });
});
