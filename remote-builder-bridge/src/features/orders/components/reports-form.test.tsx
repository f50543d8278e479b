import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@keepsake/shared/theme';
import { ReportsForm } from './reports-form';

const renderForm = () =>
  render(
    <ThemeProvider>
      <ReportsForm />
    </ThemeProvider>,
  );

// The download goes through the API client (the staff session, the home's host); here its answer is scripted.
type Reply = { status: number; text: string; disposition?: string };
function answer(reply: Reply) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    return {
      ok: reply.status < 300,
      status: reply.status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? (reply.disposition ?? null) : null) },
      text: async () => reply.text,
      blob: async () => new Blob([reply.text], { type: 'text/csv' }),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return urls;
}

describe('the reports form', () => {
  const clicked: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });

  it('downloads the orders of a range as the file the API names', async () => {
    const urls = answer({ status: 200, text: 'Date,Order\n', disposition: 'attachment; filename="orders-2026-11-01-to-2026-11-26.csv"' });
    renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Report/ }), 'orders');
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2026-11-01');
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded orders-2026-11-01-to-2026-11-26.csv.')).toBeInTheDocument();
    expect(new URL(urls[0]!, 'http://localhost').pathname + new URL(urls[0]!, 'http://localhost').search).toBe(
      '/api/staff/reports/orders.csv?from=2026-11-01&to=2026-11-26',
    );
    expect(clicked).toEqual(['orders-2026-11-01-to-2026-11-26.csv']);
  });

  it('refuses an end before the start without asking the API; the API’s refusal lands on its field', async () => {
    const urls = answer({
      status: 400,
      text: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check the report dates.',
        fieldErrors: { to: 'Please choose at most a year' },
      }),
    });
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2026-11-20');
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(urls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-22');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Please choose at most a year')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-22'));
  });
});
