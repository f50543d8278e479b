import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '@keepsake/shared/api-client';
import type { PlanningSection, PlanType } from '@keepsake/shared/contract/planning';
import { useMutation } from '@keepsake/shared/query';
import { renderContextAtom } from '@keepsake/shared/store';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, choiceStyles, FieldError, fieldStyles, labelStyles, requiredMarkStyles, useDocumentTitle } from '@keepsake/shared/ui';
import { openResumeLink } from '../api/resume-links';
import { usePlanningSections } from '../hooks/use-planning-sections';
import { useRestoreDraft } from '../hooks/use-restore-draft';
import { PLAN_TYPE_MESSAGES, PLAN_TYPE_OPTIONS } from '../plan-types';
import { planDraftAtom } from '../state/wizard-atoms';
import { preloadStepPage } from './form-pages';
import { cardStyles, choiceDescriptionStyles, headingStyles, leadStyles, pageStyles } from './wizard-styles';

// The same words the forms layer uses for a required field (SPEC §5).
const REQUIRED_MESSAGE = 'This field is required';

function resumeKey(sections: PlanningSection[], lastUrlKey: string | null): string | undefined {
  return sections.find((section) => section.urlKey === lastUrlKey)?.urlKey ?? sections[0]?.urlKey;
}

// The first page is one question, so it is a plain radio group: the form stack (react-hook-form, zod, the
// contract's schemas) loads with the step pages, fetched once a plan type is chosen.
export function StartPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const company = useAtomValue(renderContextAtom)?.company.name;
  const sections = usePlanningSections();
  const [draft, setDraft] = useAtom(planDraftAtom);
  // The choice and the plan under way come back from the browser's storage after hydration.
  const restored = useRestoreDraft();
  const chosen = draft.planType;
  const [submitted, setSubmitted] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  // Begin pressed before the sections arrived: go as soon as they do.
  const [startWhenLoaded, setStartWhenLoaded] = useState<string | null>(null);
  useDocumentTitle('Plan Now');
  // A link mailed by "Finish later" (?resume=…): its draft replaces this device's and the wizard picks up where it
  // was. The token leaves the address at once: it works once, and a reload must not spend it again.
  const [params] = useSearchParams();
  const resumeToken = params.get('resume');
  const opening = useMutation({
    mutationFn: openResumeLink,
    onSuccess: (saved) => {
      setDraft(saved);
      setStartWhenLoaded('resume');
    },
  });
  const openLink = opening.mutate;
  useEffect(() => {
    if (!resumeToken || !restored) return;
    navigate('/plan-now', { replace: true });
    openLink(resumeToken);
  }, [resumeToken, restored, navigate, openLink]);

  const inProgress = Boolean(draft.planType) && Object.values(draft.answers).some((answer) => answer.trim() !== '');
  const error = submitted && !chosen ? REQUIRED_MESSAGE : undefined;

  // A plan type chosen (or kept from an earlier visit) or a plan under way: the step page will be wanted.
  useEffect(() => {
    if (chosen || inProgress) preloadStepPage();
  }, [chosen, inProgress]);

  useEffect(() => {
    if (!startWhenLoaded || !sections) return;
    const urlKey = resumeKey(sections, startWhenLoaded === 'resume' ? draft.lastUrlKey : null);
    if (urlKey) navigate(`/plan-now/step/${urlKey}`);
  }, [startWhenLoaded, sections, draft.lastUrlKey, navigate]);

  // The choice goes into the draft at once, like every answer: if the page is drawn again before Begin
  // (a remote re-rendered, a reload), the choice is still there.
  const choose = (planType: PlanType) => setDraft({ planType });

  const begin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen) {
      firstRadio.current?.focus();
      return;
    }
    setDraft({ planType: chosen });
    setStartWhenLoaded('first');
  };

  return (
    <div css={pageStyles(theme)}>
      <h1 css={headingStyles(theme)}>{company ? `Plan with ${company}` : 'Plan now'}</h1>
      <p css={leadStyles(theme)}>
        Whether you are planning ahead or a loved one has just passed, we will guide you one step at a time. Your answers are kept as you go on this device, so
        a reload, another tab or a lost connection never costs you a word.
      </p>

      {opening.error ? (
        <p role="alert" css={cardStyles(theme)}>
          {messageOf(opening.error, 'We could not open your link. Please try again.')}
        </p>
      ) : null}

      {inProgress ? (
        <section aria-labelledby="resume-heading" css={cardStyles(theme)}>
          <h2 id="resume-heading" css={{ margin: `0 0 ${theme.space.xs}`, fontSize: fontSizes.xl }}>
            Your plan is waiting for you
          </h2>
          <p css={{ margin: `0 0 ${theme.space.md}` }}>Everything you wrote has been kept.</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
            <Button onClick={() => setStartWhenLoaded('resume')} aria-busy={startWhenLoaded === 'resume' && !sections}>
              Continue where you left off
            </Button>
            {/* On a shared computer the answers should not wait for the next person. */}
            <Button
              displayType="SECONDARY"
              onClick={() => {
                setDraft(null);
                firstRadio.current?.focus();
              }}
            >
              Forget these answers
            </Button>
          </div>
        </section>
      ) : null}

      <form id="plan-type" noValidate onSubmit={begin}>
        {/* Until the page is hydrated (and the saved choice is back) a choice would be lost: the controls wait. */}
        <fieldset disabled={!restored} css={[fieldStyles(theme), { border: 0, padding: 0 }]}>
          <legend css={[labelStyles(theme), { padding: 0, marginBottom: theme.space.xs }]}>
            {inProgress ? 'Or start with who this plan is for' : 'Who is this plan for?'}
            <span css={requiredMarkStyles(theme)}>(required)</span>
          </legend>
          <div>
            {PLAN_TYPE_OPTIONS.map((option, index) => {
              const optionId = index === 0 ? 'plan-type-planType' : `plan-type-planType-${index}`;
              return (
                <label key={option.value} htmlFor={optionId} css={choiceStyles(theme)}>
                  {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid is global in ARIA 1.2 and announced on a radio; the message is in aria-describedby too */}
                  <input
                    ref={index === 0 ? firstRadio : undefined}
                    type="radio"
                    id={optionId}
                    name="planType"
                    value={option.value}
                    checked={chosen === option.value}
                    onChange={() => choose(option.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[`${optionId}-description`, error ? 'plan-type-planType-error' : ''].filter(Boolean).join(' ')}
                  />
                  <span>
                    <span css={{ fontWeight: 600 }}>{option.label}</span>
                    <span id={`${optionId}-description`} css={choiceDescriptionStyles(theme)}>
                      {option.description}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError id="plan-type-planType-error" message={error} />
        </fieldset>
        <p aria-live="polite" css={{ minHeight: '3em', margin: `0 0 ${theme.space.lg}`, fontSize: fontSizes.lg }}>
          {chosen ? PLAN_TYPE_MESSAGES[chosen] : null}
        </p>
        <Button type="submit" size="lg" disabled={!restored} aria-busy={startWhenLoaded === 'first' && !sections}>
          Begin
        </Button>
        <noscript>
          <p css={{ margin: `${theme.space.md} 0 0` }}>Planning online needs JavaScript. You can also call us: we will plan with you by phone.</p>
        </noscript>
      </form>
    </div>
  );
}
