import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '../../testing/render-with-site';
import { siteFixture } from '../../testing/site-fixture';
import { siteFetch } from '../../testing/site-fetch';
import { ContactModule } from './contact-module';

const CONTACT = 'POST /api/web/contact';
const sent = (api: ReturnType<typeof siteFetch>) => api.requests.filter((request) => request.method === 'POST').map((request) => request.body);

const site = siteFixture();
const contact = {
  id: 'contact',
  type: 'contact' as const,
  heading: 'Contact us',
  text: 'We answer day and night.',
  showPhone: true,
  showEmail: true,
  showLocations: true,
  showForm: true,
};

// Pasted, one input event per field: what these tests check is what is sent and kept, not typing (the
// messages test below types), and 55 keystrokes re-rendering the form cost a second a test (issue 23).
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await paste(await screen.findByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
  await paste(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.com');
  await paste(screen.getByRole('textbox', { name: /How can we help/ }), 'Please send your price list.');
}

describe('ContactModule', () => {
  let api: ReturnType<typeof siteFetch>;
  beforeEach(() => {
    api = siteFetch({});
  });

  it("shows the funeral home's phone, email and locations", async () => {
    renderWithSite(<ContactModule module={contact} site={site} first={false} />);
    expect(screen.getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '(555) 201-4400' })[0]).toHaveAttribute('href', 'tel:5552014400');
    expect(screen.getByRole('link', { name: 'care@willowbrook.test' })).toHaveAttribute('href', 'mailto:care@willowbrook.test');
    expect(screen.getByText('45 Mill Street, Suite 2, Alder Falls, VT 05902')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('leaves out what the module switches off, and a missing email', () => {
    renderWithSite(
      <ContactModule
        module={{ ...contact, showPhone: false, showLocations: false, showForm: false }}
        site={siteFixture({ company: { ...site.company, email: null } })}
        first={false}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the SPEC §5 messages beside the fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactModule module={contact} site={site} first={false} />);
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(sent(api)).toEqual([]);
  });

  it('sends the message and thanks the visitor', async () => {
    api = siteFetch({ [CONTACT]: { status: 201, body: { id: 'x', receivedAt: '2025-01-01T00:00:00.000Z' } } });
    const user = userEvent.setup();
    renderWithSite(<ContactModule module={contact} site={site} first={false} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Ada Lovelace. Your message has been sent.');
    expect(sent(api)).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', phone: '', message: 'Please send your price list.' }]);
  });

  it('keeps what was typed and shows the message when the API limits the visitor (429)', async () => {
    siteFetch({
      [CONTACT]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'You have sent several messages in a short time.' } },
    });
    const user = userEvent.setup();
    renderWithSite(<ContactModule module={contact} site={site} first={false} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time.');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /How can we help/ })).toHaveValue('Please send your price list.');
  });

  it("puts the API's field messages on the fields, and offers the phone when the API is down", async () => {
    siteFetch({
      [CONTACT]: [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Bad', fieldErrors: { email: 'Please enter a valid email address' } } },
        { status: 503 },
      ],
    });
    const user = userEvent.setup();
    renderWithSite(<ContactModule module={contact} site={site} first={false} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(/Please enter a valid email address/));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again, or call us at (555) 201-4400.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ada@example.com');
  });
});
