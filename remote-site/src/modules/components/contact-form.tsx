import { useRef, useState } from 'react';
import { css } from '@emotion/react';
import { fieldErrorsOf, messageOf, statusOf } from '@keepsake/shared/api-client';
import { CONTACT_LIMITS, contactInquiryBodySchema, type ContactInquiryBody } from '@keepsake/shared/contract/website';
import { applyApiFieldErrors, Form, FormAlert, TextAreaField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button, CheckIcon } from '@keepsake/shared/ui';
import { sendContactInquiry } from '../api/send-contact-inquiry';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

// The contact form. Loaded on its own (lazily) so pages without it do not pay for the forms code.
// On any error everything typed stays in place; on success a thank-you replaces the form.
// In the server's HTML the fields and labels are there to read; `Form` keeps them disabled until the page is
// hydrated, so neither the button nor Enter in a field submits the form natively (a GET that would put the
// message in the address).
export default function ContactForm({ formId, phoneNumber }: { formId: string; phoneNumber: string }) {
  const theme = useTheme();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const form = useZodForm({
    schema: contactInquiryBodySchema,
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  async function onSubmit(values: ContactInquiryBody) {
    setFailure(null);
    try {
      await sendContactInquiry(values);
      setSentTo(values.name);
      // The form is gone: move focus to the message that replaced it.
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (statusOf(error) === 400 && unmatched.length === 0 && Object.keys(fieldErrorsOf(error)).length > 0) return;
      const failed = `We could not send your message just now. Please try again, or call us at ${phoneNumber}.`;
      // Too many messages: the API's own words say how long to wait; any other failure, the page's.
      setFailure(statusOf(error) === 429 ? messageOf(error, failed) : failed);
    }
  }

  if (sentTo !== null) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        css={css`
          display: flex;
          gap: ${theme.space.sm};
          padding: ${theme.space.lg};
          border-radius: ${theme.radii.card};
          border: 2px solid ${theme.colors.palette.success.onPage};
          color: ${theme.colors.text};
        `}
      >
        <CheckIcon size={24} css={{ color: theme.colors.palette.success.onPage, flex: 'none' }} />
        <div>
          <p css={{ margin: 0, fontWeight: 600 }}>Thank you, {sentTo}. Your message has been sent.</p>
          <p css={{ margin: `${theme.space.xs} 0 0` }}>We will reply within one business day. If you need us sooner, please call {phoneNumber}.</p>
        </div>
      </div>
    );
  }

  return (
    <Form id={formId} form={form} onSubmit={onSubmit} aria-label="Send us a message">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <noscript>
        <p css={{ margin: `0 0 ${theme.space.md}` }}>Sending this form needs JavaScript. Please turn it on, or call us at {phoneNumber}.</p>
      </noscript>
      <div css={{ display: 'grid', gap: theme.space.md }}>
        <TextField name="name" label="Your name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
        <TextField name="email" label="Email address" type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} />
        <TextField
          name="phone"
          label="Phone number"
          hint="Optional. We will only call if you ask us to."
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
        />
        <TextAreaField name="message" label="How can we help?" required rows={6} maxLength={CONTACT_LIMITS.message} />
        <div>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </div>
    </Form>
  );
}
