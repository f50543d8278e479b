import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStudioAt, serveApi } from '../../../testing/studio-api';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const INVALID = 'This reset link is not valid any more. Please ask for a new one.';

describe('the studio’s forgotten password (issue 36.5)', () => {
  it('asks for a reset link from the sign-in form, without saying whether the account exists', async () => {
    const calls = serveApi((method, path) => (method === 'POST' && path === '/api/staff/password/forgot' ? { status: 202, body: { ok: true } } : undefined));
    renderStudioAt('/studio', { user: null });
    const signIn = await screen.findByRole('form', { name: 'Sign in to the studio' });
    await userEvent.type(within(signIn).getByLabelText(/^Email/), 'dana@example.test');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    // The address typed to sign in is carried over.
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.test');
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If dana@example.test is a staff account of this funeral home, a link to choose a new password is on its way. It works for 60 minutes.',
    );
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/api/staff/password/forgot', { email: 'dana@example.test' }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in to the studio' })).toBeInTheDocument();
  });

  it('opens the mailed link on a new-password form, which sends the token once and returns to sign-in', async () => {
    let answered = false;
    const calls = serveApi((method, path) => {
      if (method !== 'POST' || path !== '/api/staff/password/reset') return undefined;
      if (answered) return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: INVALID, fieldErrors: { token: INVALID } } };
      answered = true;
      return { status: 204 };
    });
    renderStudioAt(`/studio?reset=${TOKEN}`, { user: null });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password$|^New password\b(?! again)/), 'a-new-password');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'a-different-one');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^New password again/));
    await userEvent.type(screen.getByLabelText(/^New password again/), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('form', { name: 'Sign in to the studio' })).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ token: TOKEN, password: 'a-new-password' }]);
  });

  it('says so when the link is no longer valid, and offers a new one', async () => {
    serveApi((method, path) =>
      method === 'POST' && path === '/api/staff/password/reset'
        ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: INVALID, fieldErrors: { token: INVALID } } }
        : undefined,
    );
    renderStudioAt(`/studio?reset=${TOKEN}`, { user: null });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText(/^New password again/), 'a-new-password');
    const first = screen.getAllByLabelText(/^New password/)[0]!;
    await userEvent.type(first, 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
