import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuilderDraft, Publication, RenderContext } from '@keepsake/shared/contract/website';
import { keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { renderStudioAt, serveApi, STAFF, type ApiRoute } from './testing/studio-api';

const context = {
  pages: {
    '/': {
      id: 'home',
      title: 'Home',
      description: '',
      modules: [{ id: 'intro', type: 'headline', text: 'Welcome', level: 2 }],
    },
    '/about': { id: 'about', title: 'About us', description: '', modules: [] },
  },
} as unknown as RenderContext;
const live = { pages: { '/': context.pages['/'], '/about': context.pages['/about'] } } as unknown as RenderContext;
const DRAFT: BuilderDraft = { revision: 4, updatedAt: '2026-11-25T10:00:00.000Z', context };
const PUBLICATION: Publication = {
  id: 9,
  publishedAt: '2026-11-25T11:00:00.000Z',
  publishedBy: 'Dana Staff',
  rolledBackAt: null,
  changes: ['Home (/): changes Headline: Welcome'],
};
const FAMILY = { id: 'f1', name: 'Rosa', email: 'family@example.test', role: 'family' as const };

const editorRoutes: ApiRoute = (method, path) => {
  if (method === 'GET' && path === '/api/web/builder/draft') return { body: DRAFT };
  if (method === 'PUT' && path === '/api/web/builder/draft') return { body: { revision: 5, updatedAt: '2026-11-25T12:00:00.000Z' } };
  if (method === 'PUT' && path === '/api/web/builder/presence') return { body: { others: [] } };
  if (method === 'DELETE' && path === '/api/web/builder/presence') return { status: 204 };
  if (method === 'GET' && path === '/api/web/render-context/approved') return { body: live };
  if (method === 'POST' && path === '/api/web/builder/publish') return { body: { publication: PUBLICATION, revision: 6 } };
  if (method === 'GET' && path === '/api/web/builder/publications') return { body: [PUBLICATION] };
  if (method === 'POST' && path === '/api/web/builder/publications/9/rollback') return { body: { ...PUBLICATION, rolledBackAt: '2026-11-25T13:00:00.000Z' } };
  if (method === 'POST' && path === '/api/auth/sign-out') return { body: {} };
  return undefined;
};

describe('the studio', () => {
  it('checks the sign-in form with the SPEC §5 messages, then refuses a family account', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'POST' && path === '/api/auth/sign-in/email') return { body: {} };
      if (method === 'GET' && path === '/api/auth/session') return { body: { user: FAMILY } };
      if (method === 'POST' && path === '/api/auth/sign-out') return { body: {} };
      return undefined;
    });
    renderStudioAt('/studio', { user: null });
    const form = await screen.findByRole('form', { name: 'Sign in to the studio' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    // What is tested is the answer to a family account, not typing: each value arrives in one input event
    // (typing it key by key cost a second of the file's CPU; issue 23: a fast test:unit).
    await userEvent.click(within(form).getByLabelText(/^Email/));
    await userEvent.paste('family@example.test');
    await userEvent.click(within(form).getByLabelText(/^Password/));
    await userEvent.paste('keepsake-demo-family');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This is a Family Portal account. The studio is only for funeral home staff; families sign in at the Family Portal.',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/sign-in/email', 'GET /api/auth/session', 'POST /api/auth/sign-out']);
    expect(keepsakeStore.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });

  it('edits, saves, publishes and rolls back through its dialogs, by keyboard and pointer', async () => {
    const calls = serveApi(editorRoutes);
    renderStudioAt('/studio', { user: STAFF });
    expect(screen.getByRole('navigation', { name: 'Staff' })).toContainElement(screen.getByRole('link', { name: 'Website' }));
    const outline = await screen.findByRole('list', { name: 'Modules on this page' });
    expect(screen.getByRole('button', { name: /^Home/ })).toHaveAttribute('aria-current', 'page');

    // The insert picker is a dialog: focus goes in, its close button is "Cancel", Escape closes it.
    await userEvent.click(screen.getByRole('button', { name: 'Add module' }));
    const picker = screen.getByRole('dialog', { name: 'Add a module' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveTextContent('It goes at the end of Home.');
    expect(within(picker).getAllByRole('button')).toHaveLength(12);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add a module' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add module' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Add a module' })).getByRole('button', { name: 'Headline' }));
    expect(within(outline).getByRole('button', { name: 'Headline: A new section' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Added Headline.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // The properties panel refuses a value the module contract refuses, with the field's message.
    const properties = screen.getByRole('form', { name: 'Properties of Headline: A new section' });
    // The field editors are a chunk of their own, loaded when a module is first chosen.
    await userEvent.clear(await within(properties).findByRole('textbox', { name: /^Text/ }));
    expect(within(properties).getByText('This field is required')).toBeInTheDocument();
    expect(within(properties).getByRole('textbox', { name: /^Text/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.paste('Our services'); // into the emptied box, which keeps the focus
    expect(within(outline).getByRole('button', { name: 'Headline: Our services' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. The live website is unchanged.')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'PUT' && call.path === '/api/web/builder/draft');
    expect(saved?.body).toMatchObject({ baseRevision: 4 });

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const confirm = screen.getByRole('dialog', { name: 'Publish to the live website?' });
    expect(await within(confirm).findByText('Home (/): adds Headline: Our services')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published. Visitors now see the new website.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Publish to the live website?' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/web/builder/publish')?.body).toEqual({ baseRevision: 5 });

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = screen.getByRole('dialog', { name: 'Publish history' });
    // Issue 40.3: each version says what it changed.
    await userEvent.click(await within(history).findByText('What changed (1)'));
    expect(within(history).getByText('Home (/): changes Headline: Welcome')).toBeVisible();
    await userEvent.click(await within(history).findByRole('button', { name: 'Roll back' }));
    // It asks first: nothing is rolled back until "Yes, roll back".
    expect(calls.some((call) => call.path.endsWith('/rollback'))).toBe(false);
    await userEvent.click(within(history).getByRole('button', { name: 'Yes, roll back' }));
    expect(await screen.findByText('Rolled back. Visitors see the website as it was before that publish.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish history' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Sign in to the studio' })).toBeInTheDocument();
  });

  it('a stale save (409) keeps the edits and re-applies them onto the newer draft', async () => {
    // Another staff member saved revision 7 meanwhile: they added a page.
    const newer = {
      revision: 7,
      updatedAt: '2026-11-25T12:30:00.000Z',
      context: { ...context, pages: { ...context.pages, '/news': { id: 'news', title: 'News', description: '', modules: [] } } },
    };
    let reads = 0;
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/web/builder/draft') return { body: reads++ === 0 ? DRAFT : newer };
      if (method === 'PUT' && path === '/api/web/builder/draft') {
        return (body as { baseRevision: number }).baseRevision === 7
          ? { body: { revision: 8, updatedAt: '2026-11-25T12:40:00.000Z' } }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'The draft changed since you opened it.' } };
      }
      return editorRoutes(method, path, body);
    });
    renderStudioAt('/studio', { user: STAFF });
    await userEvent.click(await screen.findByRole('button', { name: 'Headline: Welcome' }));
    const properties = screen.getByRole('form', { name: /^Properties of Headline/ });
    await userEvent.clear(await within(properties).findByRole('textbox', { name: /^Text/ }));
    await userEvent.paste('Welcome, friends');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const review = await screen.findByRole('region', { name: 'Someone else saved the draft while you were editing' });
    expect(within(review).getByText('News (/news): new page')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Re-apply my changes onto their draft' }));
    expect(await screen.findByText('Your changes were re-applied onto the newer draft and saved.')).toBeInTheDocument();
    const last = calls.filter((call) => call.method === 'PUT' && call.path === '/api/web/builder/draft').pop()?.body as {
      baseRevision: number;
      context: RenderContext;
    };
    expect(last.baseRevision).toBe(7);
    expect(Object.keys(last.context.pages)).toEqual(expect.arrayContaining(['/', '/about', '/news']));
    expect(last.context.pages['/']?.modules[0]).toMatchObject({ text: 'Welcome, friends' });
  });

  it('says so when the draft cannot be read, and tries again', async () => {
    let down = true;
    serveApi((method, path) =>
      down && path === '/api/web/builder/draft'
        ? { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Staff only' } }
        : editorRoutes(method, path, undefined),
    );
    renderStudioAt('/studio', { user: STAFF });
    expect(await screen.findByRole('heading', { name: 'The studio could not open' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Modules on this page' })).toBeInTheDocument();
  });

  it('shows who else is in the draft, from the heartbeat, and says when this studio leaves', async () => {
    const calls = serveApi((method, path, body) =>
      method === 'PUT' && path === '/api/web/builder/presence'
        ? { body: { others: [{ name: 'Priya Shah', path: '/about', seenAt: '2026-11-25T12:00:00.000Z' }] } }
        : editorRoutes(method, path, body),
    );
    const { unmount } = renderStudioAt('/studio', { user: STAFF });
    const note = await screen.findByRole('status', { name: 'Who else is editing' });
    await waitFor(() => expect(note).toHaveTextContent('Also editing the draft: Priya Shah (on /about).'));
    expect(calls.find((call) => call.path === '/api/web/builder/presence')).toMatchObject({ method: 'PUT', body: { path: '/' } });
    unmount();
    expect(calls.filter((call) => call.path === '/api/web/builder/presence').pop()?.method).toBe('DELETE');
  });
});
