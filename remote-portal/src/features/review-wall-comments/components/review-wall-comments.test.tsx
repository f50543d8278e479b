import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WallComment } from '@keepsake/shared/contract/case';
import { portalFetch } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };

const memory = (id: number, authorName: string, status: WallComment['status']): WallComment => ({
  id,
  authorName,
  relationship: 'Neighbor',
  text: `${authorName} remembers Rosa's roses.`,
  createdAt: '2026-11-22T10:00:00.000Z',
  status,
});

describe('review wall comments', () => {
  it('tells the family what waits, shows the picked ones at once and hides one from the wall', async () => {
    const wall = [memory(1, 'Ann Lee', 'waiting'), memory(2, 'Bo Park', 'waiting'), memory(3, 'Cy Diaz', 'waiting'), memory(4, 'Di Chen', 'shown')];
    const fake = portalFetch((method, url, body) => {
      const list = url.pathname.match(/\/memorial-wall\/comments\/(waiting|shown|hidden)$/);
      if (list && method === 'GET') {
        const count = (status: string) => wall.filter((item) => item.status === status).length;
        const items = wall.filter((item) => item.status === list[1]);
        return {
          body: { items, page: 1, pageSize: 20, hasNext: false, counts: { waiting: count('waiting'), shown: count('shown'), hidden: count('hidden') } },
        };
      }
      const one = url.pathname.match(/\/memorial-wall\/comments\/(\d+)$/);
      if (one && method === 'POST') {
        const item = wall.find((candidate) => candidate.id === Number(one[1]))!;
        item.status = (body as { status: WallComment['status'] }).status;
        return { body: item };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/review-wall-comments');

    expect(await screen.findByText('3 memories are waiting for you.', {}, SLOW)).toBeInTheDocument();
    const tabs = screen.getByRole('group', { name: 'Memories by status' });
    expect(within(tabs).getByRole('button', { name: 'Waiting (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show the picked' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick the memory from Ann Lee' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick the memory from Cy Diaz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the 2 picked' }));
    expect(await screen.findByText('1 memory is waiting for you.')).toBeInTheDocument();
    expect(screen.queryByText("Ann Lee remembers Rosa's roses.")).toBeNull();
    expect(screen.getByText("Bo Park remembers Rosa's roses.")).toBeInTheDocument();
    const shown = fake.calls.filter((call) => call.method === 'POST');
    expect(shown.map((call) => [call.url, call.body])).toEqual([
      ['/api/family/cases/7/memorial-wall/comments/1', { status: 'shown' }],
      ['/api/family/cases/7/memorial-wall/comments/3', { status: 'shown' }],
    ]);

    await userEvent.click(within(tabs).getByRole('button', { name: 'On the wall (3)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the memory from Di Chen' }));
    await waitFor(() => expect(within(tabs).getByRole('button', { name: 'Hidden (1)' })).toBeInTheDocument());
    expect(screen.queryByText("Di Chen remembers Rosa's roses.")).toBeNull();
    // The reviewer stays on the list, not sent back to the top of the page.
    expect(screen.getByRole('list', { name: 'Memories: On the wall' })).toHaveFocus();
  });

  it('shows a memory’s photo with its words, opens it larger, and the family can hide both', async () => {
    const wall = [
      { ...memory(1, 'Ann Lee', 'waiting'), photoUrl: '/media/wall/ann.webp' },
      { ...memory(2, 'Bo Park', 'waiting'), photoUrl: null },
    ];
    const fake = portalFetch((method, url, body) => {
      if (method === 'GET' && url.pathname.endsWith('/memorial-wall/comments/waiting')) {
        const items = wall.filter((item) => item.status === 'waiting');
        return { body: { items, page: 1, pageSize: 20, hasNext: false, counts: { waiting: items.length, shown: 0, hidden: 2 - items.length } } };
      }
      const one = url.pathname.match(/\/memorial-wall\/comments\/(\d+)$/);
      if (one && method === 'POST') {
        const item = wall.find((candidate) => candidate.id === Number(one[1]))!;
        item.status = (body as { status: WallComment['status'] }).status;
        return { body: item };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/review-wall-comments');

    const thumbnail = await screen.findByRole('img', { name: 'Photo added by Ann Lee' }, SLOW);
    expect(thumbnail).toHaveAttribute('src', '/media/wall/ann.webp');
    // Only the memory that has a photo shows one.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const open = screen.getByRole('button', { name: 'Open the photo from Ann Lee larger' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photo added by Ann Lee' });
    expect(within(dialog).getByRole('img', { name: 'Photo added by Ann Lee' })).toHaveAttribute('src', '/media/wall/ann.webp');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Hide the memory from Ann Lee' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo added by Ann Lee' })).toBeNull());
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ status: 'hidden' }]);
  });
});
