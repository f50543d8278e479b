import { createPortal } from 'react-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@keepsake/shared/api-client';
import { ThemeProvider } from '@keepsake/shared/theme';
import {
  applyApiErrors,
  applyApiFieldErrors,
  CheckboxField,
  clearDraft,
  Form,
  FormAlert,
  RadioGroupField,
  readDraft,
  SelectField,
  TextAreaField,
  TextField,
  useFormDraft,
  useZodForm,
} from './index';

const schema = z.object({
  firstName: z.string().trim().min(1),
  email: z.string().email(),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/),
  relationship: z.enum(['spouse', 'child']),
  disposition: z.string().min(1),
  notes: z.string().max(10),
  consent: z.boolean(),
});
type Values = z.input<typeof schema>;
const empty: Values = { firstName: '', email: '', phone: '', relationship: '' as 'spouse', disposition: '', notes: '', consent: false };

function Harness({ onSubmit, initial = empty, draftKey }: { onSubmit: (values: z.output<typeof schema>) => unknown; initial?: Values; draftKey?: string }) {
  const form = useZodForm({ schema, defaultValues: initial });
  useFormDraft(form, draftKey ?? 'unused', { enabled: Boolean(draftKey) });
  return (
    <Form
      id="contact"
      form={form}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          applyApiFieldErrors(error, form.setError);
        }
      }}
    >
      <TextField name="firstName" label="First name" required autoComplete="given-name" />
      <TextField name="email" label="Email" type="email" hint="We only write about your plan." required />
      <TextField name="phone" label="Phone" mask="(###) ###-####" required />
      <RadioGroupField
        name="relationship"
        legend="Relationship"
        options={[
          { value: 'spouse', label: 'Spouse' },
          { value: 'child', label: 'Child' },
        ]}
      />
      <SelectField name="disposition" label="Disposition" options={[{ value: 'burial', label: 'Burial' }]} />
      <TextAreaField name="notes" label="Notes" />
      <CheckboxField name="consent" label="Contact me" />
      <button type="submit">Continue</button>
    </Form>
  );
}

const renderHarness = (props: Parameters<typeof Harness>[0]) =>
  render(
    <ThemeProvider>
      <Harness {...props} />
    </ThemeProvider>,
  );

describe('forms', () => {
  it('shows SPEC §5 messages on submit, marks fields invalid, links them to their message and focuses the first', async () => {
    const onSubmit = jest.fn();
    renderHarness({ onSubmit });
    await userEvent.type(screen.getByLabelText(/Notes/), 'far too long a note');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Error: This field is required');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'We only write about your plan. Error: Please enter a valid email address',
    );
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveAccessibleDescription('Error: Cannot exceed 10 characters');
    expect(screen.getByRole('radio', { name: 'Spouse' })).toHaveAccessibleDescription('Error: Invalid option selected. Valid options are: spouse, child');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed, and submits the parsed values', async () => {
    const onSubmit = jest.fn();
    renderHarness({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await userEvent.type(firstName, '  Ada ');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));

    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '5551234567');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('(555) 123-4567');
    await userEvent.click(screen.getByRole('radio', { name: 'Child' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Disposition/ }), 'burial');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Contact me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      relationship: 'child',
      disposition: 'burial',
      notes: '',
      consent: true,
    });
  });

  it("puts the API's field messages on the fields", async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        body: { statusCode: 400, error: 'Bad Request', message: 'x', fieldErrors: { email: 'Please enter a valid email address' } },
      }),
    );
    renderHarness({
      onSubmit,
      initial: { ...empty, firstName: 'Ada', email: 'ada@example.com', phone: '(555) 123-4567', relationship: 'spouse', disposition: 'burial' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(email).toHaveFocus();
  });

  it('keeps every word typed in a draft that survives a remount', async () => {
    clearDraft('test-draft');
    const { unmount } = renderHarness({ onSubmit: jest.fn(), draftKey: 'test-draft' });
    await userEvent.type(screen.getByRole('textbox', { name: /Notes/ }), 'Roses');
    unmount();
    expect(readDraft<Values>('test-draft')).toMatchObject({ notes: 'Roses' });

    renderHarness({ onSubmit: jest.fn(), draftKey: 'test-draft', initial: { ...empty, ...readDraft<Values>('test-draft') } });
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveValue('Roses');
    clearDraft('test-draft');
    expect(readDraft('test-draft')).toBeUndefined();
  });

  it('announces a message about the whole form', () => {
    render(
      <ThemeProvider>
        <FormAlert>There was an error submitting your planning form.</FormAlert>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error submitting your planning form.');
  });

  it('submits only itself when drawn through a portal from inside another form (a dialog)', async () => {
    const outer = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const inner = jest.fn();
    function Dialog() {
      const form = useZodForm({ schema: z.object({ note: z.string() }), defaultValues: { note: '' } });
      return createPortal(
        <Form id="dialog" form={form} onSubmit={inner}>
          <TextField name="note" label="Note" />
          <button type="submit">Confirm</button>
        </Form>,
        document.body,
      );
    }
    render(
      <ThemeProvider>
        <form onSubmit={outer}>
          <Dialog />
        </form>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
  });

  it('applyApiErrors: field messages on the fields, the rest for the alert', () => {
    const setError = jest.fn();
    const refused = (fieldErrors?: Record<string, string>) =>
      new ApiError(400, 'Bad Request', { body: { statusCode: 400, error: 'Bad Request', message: 'Please check the form.', fieldErrors } });
    expect(applyApiErrors(refused({ email: 'Please enter a valid email address' }), setError, ['email'])).toBeNull();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Please enter a valid email address' }, { shouldFocus: true });
    expect(applyApiErrors(refused({ other: 'Not here' }), setError, ['email'])).toBe('Not here');
    expect(applyApiErrors(refused(), setError, ['email'])).toBe('Please check the form.');
    expect(applyApiErrors(new Error('offline'), setError, ['email'], 'Your details could not be saved just now.')).toBe(
      'Your details could not be saved just now.',
    );
  });
});
