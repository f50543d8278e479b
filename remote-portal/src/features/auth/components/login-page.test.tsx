import { PassThrough } from 'node:stream';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { ThemeProvider } from '@keepsake/shared/theme';
import { LoginPage } from './login-page';
import { renderPortal } from '../../../render-portal';

// React's Node renderer schedules with setImmediate, which jest's browser environment leaves out.
globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;

const page = (path: string) => (
  <Provider store={keepsakeStore}>
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/family-portal/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  </Provider>
);

/**
 * The page's HTML as the server sends it, every lazy form in it. Rendered with a module registry of its own
 * (its own React, router, store): in one registry the server renderer would leave its context values behind
 * for the browser's React, which shares them.
 */
async function serverHtml(path: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const [{ renderToPipeableStream }, router, { Provider: ServerProvider }, store, { ThemeProvider: ServerTheme }, { LoginPage: ServerLogin }] =
      await Promise.all([
        import('react-dom/server.node'),
        import('react-router-dom'),
        import('jotai'),
        import('@keepsake/shared/store'),
        import('@keepsake/shared/theme'),
        import('./login-page'),
      ]);
    store.keepsakeStore.set(store.sessionAtom, { status: 'unauthenticated' });
    const tree = (
      <ServerProvider store={store.keepsakeStore}>
        <ServerTheme>
          <router.MemoryRouter initialEntries={[path]}>
            <router.Routes>
              <router.Route path="/family-portal/login" element={<ServerLogin />} />
            </router.Routes>
          </router.MemoryRouter>
        </ServerTheme>
      </ServerProvider>
    );
    html = await new Promise<string>((resolve, reject) => {
      let out = '';
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => (out += chunk.toString()));
      sink.on('end', () => resolve(out));
      const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onError: reject });
    });
  });
  return html;
}

/** The server's page in the document, then React taking it over, as the browser does. */
async function hydrate(path: string): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(path);
  document.body.append(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, page(path));
  });
  return { container, root };
}

/** Whether the page's code took a submit of the form (a form not yet hydrated is the browser's own post). */
function submitIsTaken(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

const formOf = (container: HTMLElement, id: string) => {
  const form = container.querySelector<HTMLFormElement>(`form#${id}`);
  if (!form) throw new Error(`no form #${id}`);
  return form;
};

describe('the sign-in page, server-rendered (issue 28)', () => {
  beforeEach(() => {
    keepsakeStore.set(authTokenAtom, null);
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
    document.body.innerHTML = '';
  });

  it('offers "Forgot your password?" as a link to the form, which posts itself as what it is', async () => {
    const signIn = await serverHtml('/family-portal/login?redirectTo=%2Ffamily-portal%2F12%2Frosa&signInError=credentials');
    expect(signIn).toMatch(/<form id="sign-in"[^>]*method="post"/);
    expect(signIn).toMatch(/<a href="\/family-portal\/login\?redirectTo=%2Ffamily-portal%2F12%2Frosa&amp;forgot=1"[^>]*>Forgot your password\?<\/a>/);

    const forgot = await serverHtml('/family-portal/login?redirectTo=%2Ffamily-portal%2F12%2Frosa&forgot=1');
    expect(forgot).not.toContain('id="sign-in"');
    expect(forgot).toMatch(/<form id="forgot-password"[^>]*method="post"/);
    expect(forgot).toMatch(/<input type="hidden" name="intent" value="forgot-password"\/>/);
    expect(forgot).toMatch(/<a href="\/family-portal\/login\?redirectTo=%2Ffamily-portal%2F12%2Frosa"[^>]*>Back to sign in<\/a>/);
    expect(forgot).not.toContain('The email or password is not right');
  });

  it("shows what the server's plain-HTML answer said: the link is on its way, or why not", async () => {
    const sent = await serverHtml('/family-portal/login?forgot=sent');
    expect(sent).toContain('If the email you typed has an account with us, a link to choose a new password is on its way. It works for 60');
    expect(sent).not.toContain('id="forgot-password"');
    expect(await serverHtml('/family-portal/login?forgot=1&forgotError=too-many')).toContain('Several links were asked for in a short time.');
    expect(await serverHtml('/family-portal/login?forgot=1&forgotError=email')).toContain('Please enter a valid email address');
  });

  it('hydrates the forgotten-password form at once, without waiting for an interaction', async () => {
    const { container, root } = await hydrate('/family-portal/login?forgot=1');
    const form = formOf(container, 'forgot-password');
    await waitFor(() => expect(submitIsTaken(form)).toBe(true));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('keeps the sign-in form as plain HTML until the first interaction, then hydrates it', async () => {
    const { container, root } = await hydrate('/family-portal/login');
    const form = formOf(container, 'sign-in');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Still the server's HTML: a submit now is the browser's post to the shell's server.
    expect(submitIsTaken(form)).toBe(false);
    await act(async () => {
      document.dispatchEvent(new FocusEvent('focusin'));
      await Promise.resolve();
    });
    await waitFor(() => expect(submitIsTaken(formOf(container, 'sign-in'))).toBe(true));
    act(() => root.unmount());
  });
});

describe('the sign-in page, drawn in the browser', () => {
  it('switches to the forgotten-password form in place, keeping the email typed', async () => {
    renderPortal('/family-portal/login?redirectTo=%2Ffamily-portal', { status: 'unauthenticated' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@example.com');
    // No navigation: the page's own switch.
    expect(screen.getByTestId('where')).toHaveTextContent('/family-portal/login?redirectTo=%2Ffamily-portal');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
