import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@keepsake/shared/theme';
import ContactForm from './contact-form';

const form = (
  <ThemeProvider>
    <ContactForm formId="contact-form" phoneNumber="(555) 010-2000" />
  </ThemeProvider>
);

describe('ContactForm', () => {
  it("is in the server's HTML with its fields and labels, and its controls disabled until the page is hydrated", () => {
    const html = renderToString(form);
    for (const label of ['Your name', 'Email address', 'Phone number', 'How can we help?']) expect(html).toMatch(new RegExp(`<label[^>]*>${label}`));
    expect(html).toMatch(/<fieldset role="none" disabled=""[^>]*>.*<button type="submit"/);
    expect(html).toContain('Sending this form needs JavaScript');
  });

  it('can be sent once drawn in the browser', () => {
    render(form);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
