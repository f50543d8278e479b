import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseObituary } from '@keepsake/shared/contract/case';
import { portalFetch, ROSA } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };
const PAGE = '/family-portal/7/rosa-ines-morales/review-obituary';

const DRAFT: CaseObituary = {
  text: 'Rosa taught second grade for thirty-one years.',
  status: 'DRAFT',
  revision: 3,
  updatedAt: '2026-11-22T10:00:00.000Z',
  updatedBy: 'Willowbrook Funeral Home',
  approvedAt: null,
  approver: null,
  publicPath: '/obituaries/42/rosa-ines-morales',
  published: false,
};

describe('review obituary', () => {
  it('autosaves with a visible state, keeps the words when a save fails, previews paragraphs and approves', async () => {
    let saves = 0;
    // The server's obituary: a write changes it, and the page reads the case again after a write.
    let held: object = DRAFT;
    const fake = portalFetch((method, url, body) => {
      if (url.pathname.endsWith('/obituary') && method === 'GET') return { body: held };
      if (url.pathname.endsWith('/obituary') && method === 'POST') {
        saves += 1;
        if (saves === 1) return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Down for a moment' } };
        const { text, revision } = body as { text: string; revision: number };
        held = { ...DRAFT, text, revision: revision + 1, updatedBy: 'Jordan Morales' };
        return { body: held };
      }
      if (url.pathname.endsWith('/obituary/approve')) {
        held = { ...held, status: 'APPROVED', approvedAt: '2026-11-23T10:00:00.000Z' };
        return { body: held };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);

    const editor = await screen.findByRole('textbox', { name: 'The obituary' }, SLOW);
    expect(editor).toHaveValue(DRAFT.text);
    expect(screen.getByTestId('save-state')).toHaveTextContent('Saved as a draft');
    await userEvent.type(editor, '{Enter}{Enter}She grew roses.');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');

    // The first autosave fails: the words stay, the state says so, and "Save again" sends them.
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Down for a moment');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Not saved');
    expect(editor).toHaveValue(`${DRAFT.text}\n\nShe grew roses.`);
    await userEvent.click(screen.getByRole('button', { name: 'Save again' }));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Saved as a draft'));
    expect(fake.calls.filter((call) => call.method === 'POST').pop()?.body).toEqual({ text: `${DRAFT.text}\n\nShe grew roses.`, revision: 3 });

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('article', { name: 'Preview of the public page' });
    expect([...preview.querySelectorAll('p')].map((p) => p.textContent)).toEqual([DRAFT.text, 'She grew roses.']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to editing' }));

    await userEvent.click(screen.getByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByText(/^Approved on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the public page' })).toHaveAttribute('href', DRAFT.publicPath);
    expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeDisabled();
  });

  it('does not offer approval to a helper, and says who approves', async () => {
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/obituary') && method === 'GET' ? { body: DRAFT } : undefined), {
      ...ROSA,
      access: 'HELPER',
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    await screen.findByRole('textbox', { name: 'The obituary' }, SLOW);
    expect(screen.getByText(/The public page shows the obituary once the family’s primary contact approves it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and publish' })).toBeNull();
  });

  it('lets staff approve only for the family: the dialog asks how, sends it, and the page says who approved for them', async () => {
    const onBehalf = { how: 'PHONE', note: 'Martin agreed on the phone' };
    let held: object = DRAFT;
    const fake = portalFetch(
      (method, url) => {
        if (url.pathname.endsWith('/obituary') && method === 'GET') return { body: held };
        if (url.pathname.endsWith('/obituary/approve')) {
          held = { ...DRAFT, status: 'APPROVED', approvedAt: '2026-11-23T10:00:00.000Z', approver: { name: 'Eleanor Hartley', onBehalf } };
          return { body: held };
        }
        return undefined;
      },
      { ...ROSA, access: 'STAFF' },
    );
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    await screen.findByRole('textbox', { name: 'The obituary' }, SLOW);

    await userEvent.click(screen.getByRole('button', { name: 'Approve and publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the obituary for the family' });
    expect(fake.calls.some((call) => call.url.endsWith('/approve'))).toBe(false);
    // How is required: nothing is sent without it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve for the family' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose how the family gave their approval');
    expect(fake.calls.some((call) => call.url.endsWith('/approve'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: /By phone/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), onBehalf.note);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve for the family' }));
    expect(await screen.findByText(/^Approved for the family by Eleanor Hartley, by phone, Martin agreed on the phone on /)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.url.endsWith('/approve'))?.body).toEqual({ onBehalf });
  });

  it('sends nothing but the approval itself when the family approves', async () => {
    let held: object = DRAFT;
    const fake = portalFetch((method, url) => {
      if (url.pathname.endsWith('/obituary') && method === 'GET') return { body: held };
      if (url.pathname.endsWith('/obituary/approve')) {
        held = { ...DRAFT, status: 'APPROVED', approvedAt: '2026-11-23T10:00:00.000Z', approver: { name: 'Jordan Morales', onBehalf: null } };
        return { body: held };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    await screen.findByRole('textbox', { name: 'The obituary' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByText(/^Approved by Jordan Morales on /)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.find((call) => call.url.endsWith('/approve'))?.body).toBeUndefined();
  });
});
