import { Component, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PLANNING_SUBMIT_ERROR } from '@keepsake/shared/contract/planning';
import { clearDraft, readDraft } from '@keepsake/shared/forms';
import { queryClient } from '@keepsake/shared/query';
import { ThemeProvider } from '@keepsake/shared/theme';
import PlanningRoutes from './routes';
import { planningFetch } from './testing/planning-fixtures';
import { PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE } from './features/wizard/state/wizard-atoms';

// The shell's error page, in short: a failed page read (SPEC §8) lands here.
class ErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Error page</p> : this.props.children;
  }
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

// A fresh store and an empty cache are a fresh page load: only what storage kept survives.
function renderWizard(path = '/plan-now') {
  queryClient.clear();
  return render(
    <Provider store={createStore()}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <ErrorPage>
            <Routes>
              <Route path="/plan-now/*" element={<PlanningRoutes />} />
              <Route path="*" element={<p>Home</p>} />
            </Routes>
          </ErrorPage>
          <Where />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

const path = () => screen.getByTestId('path').textContent;
const heading = () => screen.getByRole('heading', { level: 1 });

async function begin(planLabel: string) {
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(planLabel) }));
  await userEvent.click(screen.getByRole('button', { name: 'Begin' }));
  await waitFor(() => expect(path()).toBe('/plan-now/step/contact-information'));
}

async function fillContact() {
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ruth');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '5552014400');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('plan-now wizard', () => {
  let fake: ReturnType<typeof planningFetch>;
  beforeEach(() => {
    clearDraft(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE);
    fake = planningFetch();
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
  });

  it('shows the plan-type message, then walks the sections in order with the SPEC headings', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('radio', { name: /A death has occurred/ }));
    expect(
      screen.getByText("We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Begin' }));

    await waitFor(() => expect(heading()).toHaveTextContent('Tell us about yourself'));
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();
    // SPEC §4: no previous on the first section.
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Error: This field is required'));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(path()).toBe('/plan-now/step/contact-information');

    await fillContact();
    await waitFor(() => expect(heading()).toHaveTextContent("Now let's add information for whom we're planning for"));
    // At need, the date of passing is asked.
    expect(screen.getByLabelText(/Date of passing/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Margaret');
    await userEvent.type(screen.getByLabelText(/Date of passing/), '2025-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(heading()).toHaveTextContent("Tell us about Margaret's military service"));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Margaret'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

    await waitFor(() => expect(heading()).toHaveTextContent("Let's wrap up with some final details"));
    // SPEC §4: no next on the last section.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review your plan' }));
    await waitFor(() => expect(path()).toBe('/plan-now/review'));
  });

  it('asks pre-plans for yourself in your own words and leaves out the date of passing', async () => {
    renderWizard();
    await begin('Pre-plan for myself');
    await fillContact();
    await waitFor(() => expect(heading()).toHaveTextContent("Now let's add information for your pre-plan"));
    expect(screen.queryByLabelText(/Date of passing/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ruth');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Tell us about your military service'));
  });

  it('keeps the step after a reload: the sections are loaded first, and every word is there', async () => {
    const first = renderWizard();
    await begin('Pre-plan for someone else');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ruth, who wrote this before the power went out');
    first.unmount();

    renderWizard('/plan-now/step/contact-information');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ruth, who wrote this before the power went out');
    expect(path()).toBe('/plan-now/step/contact-information');
  });

  it('sends step pages to /plan-now when the sections cannot be loaded, and keeps every word for later', async () => {
    const first = renderWizard();
    await begin('Pre-plan for someone else');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ruth');
    first.unmount();

    global.fetch = planningFetch({ fields: { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } } })
      .fetchImpl as unknown as typeof fetch;
    renderWizard('/plan-now/step/contact-information');
    // The start page then reads them once more and, failing, shows the error page (SPEC §8).
    expect(await screen.findByText('Error page', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(path()).toBe('/plan-now');
    expect(readDraft<{ answers: Record<string, string> }>(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE)?.answers.contactFirstName).toBe('Ruth');
  });

  it('keeps the plan for the visitor, not the tab: a new tab continues, and "Forget these answers" clears it', async () => {
    const first = renderWizard();
    await begin('Pre-plan for someone else');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }, { timeout: 4000 }), 'Ruth');
    first.unmount();
    // Another tab: its sessionStorage is empty, the device's storage is not.
    sessionStorage.clear();
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Forget these answers' }));
    expect(screen.queryByRole('button', { name: 'Continue where you left off' })).toBeNull();
    expect(readDraft(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE)).toBeUndefined();
  });

  it('"Email me a link" sends the answers so far with the address, and says where it went', async () => {
    renderWizard();
    await begin('Pre-plan for someone else');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }, { timeout: 4000 }), 'Ruth');
    const later = screen.getByRole('region', { name: 'Finish later' });
    await userEvent.click(within(later).getByRole('button', { name: 'Email me a link' }));
    expect(await within(later).findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(within(later).getByRole('textbox', { name: /Your email/ }), 'ruth@example.com');
    await userEvent.click(within(later).getByRole('button', { name: 'Email me a link' }));
    expect(await within(later).findByText('We sent a link to ruth@example.com. It works once, for 14 days.')).toBeInTheDocument();
    expect(fake.resumeAsked).toEqual([
      {
        email: 'ruth@example.com',
        draft: expect.objectContaining({
          planType: 'pre-plan-other',
          lastUrlKey: 'contact-information',
          answers: expect.objectContaining({ contactFirstName: 'Ruth' }),
        }),
      },
    ]);
  });

  it('a mailed link restores the plan on another device and opens the step it was at; a spent link says so', async () => {
    const saved = { planType: 'pre-plan-other', answers: { contactFirstName: 'Ruth' }, lastUrlKey: 'contact-information' };
    global.fetch = planningFetch({ resumeOpen: { status: 200, body: saved } }).fetchImpl as unknown as typeof fetch;
    const first = renderWizard('/plan-now?resume=a-token-long-enough-to-pass-the-check');
    expect(await screen.findByRole('textbox', { name: /First name/ }, { timeout: 4000 })).toHaveValue('Ruth');
    expect(path()).toBe('/plan-now/step/contact-information');
    first.unmount();

    clearDraft(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE);
    global.fetch = planningFetch().fetchImpl as unknown as typeof fetch;
    renderWizard('/plan-now?resume=a-token-long-enough-to-pass-the-check');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  });

  it('offers your own name on the details step when the plan is for you, and never says "decedent"', async () => {
    renderWizard();
    await begin('Pre-plan for myself');
    await fillContact();
    await waitFor(() => expect(heading()).toHaveTextContent("Now let's add information for your pre-plan"));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ruth');
    expect(screen.getByText(/filled in your name from the first step/)).toBeInTheDocument();
    expect(screen.queryAllByText(/Decedent/)).toHaveLength(0);
    expect(document.title).not.toMatch(/decedent/i);
    expect(screen.getByText(/Step 2 of 4 · About you/)).toBeInTheDocument();
  });

  it('refuses a birth date in the future and a phone number that is too short', async () => {
    renderWizard();
    await begin('Pre-plan for someone else');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ruth');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('Error: Please enter a valid format'));
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '2014400');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const birth = await screen.findByLabelText(/Date of birth/);
    const nextYear = new Date().getFullYear() + 1;
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Rosa');
    await userEvent.type(birth, `${nextYear}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(birth).toHaveAccessibleDescription('Error: This date cannot be in the future'));
    expect(path()).toBe('/plan-now/step/decedent-details');
  });

  it('asks the branch of service only after "Yes", and Edit on the review comes back to the review', async () => {
    renderWizard();
    await begin('Pre-plan for someone else');
    await fillContact();
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Rosa');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('radio', { name: 'Yes' });
    expect(screen.queryByRole('textbox', { name: /Branch of service/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Branch of service/ }), 'Navy');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Branch of service/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review your plan' }));

    await waitFor(() => expect(heading()).toHaveTextContent('Review your plan'));
    expect(screen.queryByText('Branch of service')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Edit About the person' }));
    await waitFor(() => expect(path()).toBe('/plan-now/step/decedent-details'));
    await userEvent.clear(screen.getByRole('textbox', { name: /First name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Rosalind');
    await userEvent.click(screen.getByRole('button', { name: 'Save and return to review' }));
    await waitFor(() => expect(path()).toBe('/plan-now/review'));
    expect(screen.getByText('Rosalind')).toBeInTheDocument();
  });

  it('redirects review to /plan-now on a fresh load', async () => {
    renderWizard('/plan-now/review');
    await waitFor(() => expect(path()).toBe('/plan-now'));
  });

  it('keeps the answers after a failed submit, then submits, clears the draft and thanks the family', async () => {
    fake = planningFetch({ submit: [{ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }] });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderWizard();
    await begin('Pre-plan for someone else');
    await fillContact();
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Margaret');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Wishes/ }), '<b>Amazing Grace</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Review your plan' }));

    await waitFor(() => expect(heading()).toHaveTextContent('Review your plan'));
    const military = screen.getByRole('region', { name: 'Military' });
    expect(within(military).getByText('Yes')).toBeInTheDocument();
    // Written as text, never as markup.
    expect(screen.getByText('<b>Amazing Grace</b>')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit my plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLANNING_SUBMIT_ERROR);
    expect(path()).toBe('/plan-now/review');

    await userEvent.click(screen.getByRole('button', { name: 'Submit my plan' }));
    await waitFor(() => expect(path()).toBe('/plan-now/thank-you'));
    // The thank-you page loads on demand (ADR 122).
    await waitFor(() => expect(heading()).toHaveTextContent('Thank you, Ruth'));
    // Issue 15 point 10: the reference, where the copy went, the answers as sent and a way to print them.
    expect(screen.getByText('PLN-7K3M-Q9XD')).toBeInTheDocument();
    expect(screen.getByText(/A copy of your answers is on its way to ada@example.com/)).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: /^Your answers/ });
    expect(within(answers).getByText('<b>Amazing Grace</b>')).toBeInTheDocument();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print your answers' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(fake.submitted[1]).toEqual({
      caseStatus: 'PRE_PLAN',
      fields: {
        contactFirstName: 'Ruth',
        contactPhone: '(555) 201-4400',
        decedentDateOfBirth: '',
        decedentFirstName: 'Margaret',
        militaryBranch: '',
        militaryServed: 'yes',
        finalWishes: '<b>Amazing Grace</b>',
      },
      planType: 'pre-plan-other',
    });

    // The draft is gone: a new visit starts afresh.
    expect(readDraft(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE)).toBeUndefined();
  });

  it("names the API's field messages and where to fix them", async () => {
    fake = planningFetch({
      submit: [
        {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'x', fieldErrors: { contactPhone: 'Please enter a valid format' } },
        },
      ],
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderWizard();
    await begin('Pre-plan for someone else');
    await fillContact();
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Margaret');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review your plan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit my plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLANNING_SUBMIT_ERROR);
    expect(within(alert).getByRole('link', { name: 'Contact Information: Phone' })).toHaveAttribute('href', '/plan-now/step/contact-information?from=review');
  });
});
