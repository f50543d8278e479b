import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffObituaryDetail } from '@keepsake/shared/contract/obituary';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

// Issue 36 §4: about 35 public obituaries had no case, and staff could not find, edit or take them down.
const OLSEN: StaffObituaryDetail = {
  id: 41,
  fullName: 'Margaret Olsen',
  birthDate: '1931-04-02',
  deathDate: '2020-01-15',
  published: true,
  publicPath: '/obituaries/41/margaret-olsen',
  orders: 2,
  city: 'Duluth',
  biography: 'She kept bees.',
};

describe('the studio’s obituaries without a case', () => {
  beforeEach(() => queryClient.clear());

  it('lists them with their dates and orders, edits one and takes it off the website, reading it again after each write', async () => {
    let held = OLSEN;
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/obituaries') return { body: { items: [held], page: 1, pageSize: 25, hasNext: false } };
      if (method === 'GET' && path === '/api/staff/obituaries/41') return { body: held };
      if (method === 'PUT' && path === '/api/staff/obituaries/41') {
        if ((body as { deathDate: string }).deathDate < (body as { birthDate: string }).birthDate)
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Please check',
              fieldErrors: { deathDate: 'The date of death cannot be before the date of birth' },
            },
          };
        held = { ...held, ...(body as Partial<StaffObituaryDetail>) };
        return { body: held };
      }
      if (method === 'POST' && path === '/api/staff/obituaries/41/unpublish') {
        held = { ...held, published: false };
        return { body: held };
      }
    });
    renderStudioAt('/studio/obituaries', { user: STAFF });
    const link = await screen.findByRole('link', { name: 'Margaret Olsen' });
    expect(screen.getByRole('cell', { name: 'April 2, 1931 – January 15, 2020' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
    await userEvent.click(link);

    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Margaret Ann Olsen');
    await userEvent.click(screen.getByRole('button', { name: 'Save the obituary' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      fullName: 'Margaret Ann Olsen',
      birthDate: '1931-04-02',
      deathDate: '2020-01-15',
      city: 'Duluth',
      biography: 'She kept bees.',
    });
    expect(await screen.findByRole('heading', { name: 'Obituary of Margaret Ann Olsen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Take off the website' }));
    expect(await screen.findByText(/Taken off the website: visitors do not see it\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish on the website' })).toBeInTheDocument();
  });
});
