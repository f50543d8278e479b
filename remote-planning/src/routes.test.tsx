import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PLANNING_SUBMIT_ERROR } from '@keepsake/shared/contract';
import { clearDraft, readDraft } from '@keepsake/shared/forms';
import { queryClient } from '@keepsake/shared/query';
import { ThemeProvider } from '@keepsake/shared/theme';
import PlanningRoutes from './routes';
import { planningFetch } from './testing/planning-fixtures';
import { PLAN_DRAFT_KEY } from './features/wizard/state/wizard-atoms';

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
          <Routes>
            <Route path="/plan-now/*" element={<PlanningRoutes />} />
            <Route path="*" element={<p>Home</p>} />
          </Routes>
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
    clearDraft(PLAN_DRAFT_KEY);
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

  it('sends step and review pages to /plan-now when the sections are not loaded, and keeps every word for later', async () => {
    const first = renderWizard();
    await begin('Pre-plan for someone else');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ruth, who wrote this before the power went out');
    first.unmount();

    renderWizard('/plan-now/step/contact-information');
    await waitFor(() => expect(path()).toBe('/plan-now'));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await waitFor(() => expect(path()).toBe('/plan-now/step/contact-information'));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ruth, who wrote this before the power went out');
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
    expect(heading()).toHaveTextContent('Thank you, Ruth');
    expect(fake.submitted[1]).toEqual({
      caseStatus: 'PRE_PLAN',
      fields: {
        contactFirstName: 'Ruth',
        contactPhone: '(555) 201-4400',
        decedentFirstName: 'Margaret',
        militaryServed: 'yes',
        finalWishes: '<b>Amazing Grace</b>',
      },
    });

    // The draft is gone: a new visit starts afresh.
    expect(readDraft(PLAN_DRAFT_KEY)).toBeUndefined();
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
    expect(within(alert).getByRole('link', { name: 'Contact Information: Phone' })).toHaveAttribute(
      'href',
      '/plan-now/step/contact-information',
    );
  });
});
