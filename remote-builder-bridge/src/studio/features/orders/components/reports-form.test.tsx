import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@keepsake/shared/theme';
import { type Answer, serveApi } from '../../../testing/studio-api';
import { ReportsForm } from './reports-form';

const renderForm = () =>
  render(
    <ThemeProvider>
      <ReportsForm />
    </ThemeProvider>,
  );

// The download goes through the API client (the staff session, the home's host); here its answer is scripted.
// The form alone, not the studio: the orders page around it would make calls of its own.
const answer = (reply: Answer) => serveApi(() => reply);

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
    const calls = answer({
      text: 'Date,Order\n',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-11-01-to-2026-11-26.csv"' },
    });
    renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Report/ }), 'orders');
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2026-11-01');
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded orders-2026-11-01-to-2026-11-26.csv.')).toBeInTheDocument();
    expect(calls[0]!.path + calls[0]!.search).toBe('/api/staff/reports/orders.csv?from=2026-11-01&to=2026-11-26');
    expect(clicked).toEqual(['orders-2026-11-01-to-2026-11-26.csv']);
  });

  it('refuses an end before the start without asking the API; the API’s refusal lands on its field', async () => {
    const calls = answer({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Please check the report dates.', fieldErrors: { to: 'Please choose at most a year' } },
    });
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2026-11-20');
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-22');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Please choose at most a year')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-22'));
  });
});
