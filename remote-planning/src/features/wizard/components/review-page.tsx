import { useState } from 'react';
import { css } from '@emotion/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '@keepsake/shared/api-client';
import {
  caseStatusOf,
  fieldApplies,
  fieldShown,
  localToday,
  planningAnswersSchema,
  PLANNING_SUBMIT_ERROR,
  type PlanningField,
} from '@keepsake/shared/contract/planning';
import { formErrorMap, FormAlert } from '@keepsake/shared/forms';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, useDocumentTitle, visuallyHidden } from '@keepsake/shared/ui';
import { submitPlanning } from '../api/submit-planning';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { PLAN_TYPE_OPTIONS } from '../plan-types';
import { sectionLabel } from '../section-label';
import { useLoadedSections } from '../hooks/use-planning-sections';
import { planDraftAtom, submittedPlanAtom } from '../state/wizard-atoms';
import { preloadThankYouPage } from './load-thank-you-page';
import { actionsStyles, cardStyles, headingStyles, leadStyles, linkStyles, pageStyles } from './wizard-styles';

function shownAnswer(field: PlanningField, answer: string | undefined): string {
  const value = answer?.trim() ?? '';
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

interface Problem {
  urlKey: string;
  field: string;
  message: string;
}

// Rendered inside RequireSections, so sections and plan type are there.
export function ReviewPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const sections = useLoadedSections()!;
  const draft = useAtomValue(planDraftAtom);
  const setDraft = useSetAtom(planDraftAtom);
  const setSubmitted = useSetAtom(submittedPlanAtom);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState<Problem[] | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>('review');
  useDocumentTitle('Review your plan | Plan Now');

  const planType = draft.planType!;
  const caseStatus = caseStatusOf(planType);
  const where = (fieldId: string) => {
    for (const section of sections) {
      const field = section.fields.find((candidate) => candidate.id === fieldId);
      if (field) return { urlKey: section.urlKey, field: `${sectionLabel(section, planType)}: ${field.name}` };
    }
    return { urlKey: sections[0]!.urlKey, field: fieldId };
  };

  async function submit() {
    if (submitting) return;
    // Checked here first with the same rules as the API, so a step left unfinished is named at once.
    const checked = planningAnswersSchema(sections, caseStatus, { today: localToday(), planType }).safeParse(draft.answers, { errorMap: formErrorMap });
    if (!checked.success) {
      setFailed(checked.error.issues.map((issue) => ({ ...where(String(issue.path[0])), message: issue.message })));
      return;
    }
    setSubmitting(true);
    setFailed(null);
    preloadThankYouPage();
    try {
      const receipt = await submitPlanning({ caseStatus, planType, fields: checked.data as Record<string, string> });
      const known = { ...draft.answers, planType };
      const summary = sections
        .map((section) => ({
          label: sectionLabel(section, planType),
          answers: section.fields
            .filter((field) => fieldApplies(field, caseStatus) && fieldShown(field, known))
            .map((field) => ({ question: field.name, answer: shownAnswer(field, draft.answers[field.id]) }))
            .filter((row) => row.answer !== ''),
        }))
        .filter((section) => section.answers.length > 0);
      setSubmitted({
        planType,
        contactFirstName: draft.answers.contactFirstName?.trim() ?? '',
        reference: receipt.reference,
        emailedTo: receipt.emailedTo,
        summary,
      });
      // Only now is the draft cleared: a failed submit keeps every word for another try.
      setDraft(null);
      navigate('/plan-now/thank-you');
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setFailed(Object.entries(fieldErrors).map(([field, message]) => ({ ...where(field), message })));
      setSubmitting(false);
    }
  }

  return (
    <div css={pageStyles(theme)}>
      <h1 ref={headingRef} tabIndex={-1} css={headingStyles(theme)}>
        Review your plan
      </h1>
      <p css={leadStyles(theme)}>Please look over your answers. You can change anything before you send it to us.</p>
      <p css={{ margin: `0 0 ${theme.space.lg}` }}>
        <strong>Plan type:</strong> {PLAN_TYPE_OPTIONS.find((option) => option.value === planType)?.label}{' '}
        <Link to="/plan-now" css={linkStyles(theme)}>
          Change<span css={visuallyHidden}> plan type</span>
        </Link>
      </p>

      {sections.map((section) => {
        const known = { ...draft.answers, planType };
        const fields = section.fields.filter((field) => fieldApplies(field, caseStatus) && fieldShown(field, known));
        const label = sectionLabel(section, planType);
        return (
          <section key={section.urlKey} aria-labelledby={`review-${section.urlKey}`} css={cardStyles(theme)}>
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.md, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <h2 id={`review-${section.urlKey}`} css={{ margin: 0, fontSize: fontSizes.xl }}>
                {label}
              </h2>
              <Link to={`/plan-now/step/${section.urlKey}?from=review`} css={linkStyles(theme)}>
                Edit<span css={visuallyHidden}> {label}</span>
              </Link>
            </div>
            <dl css={reviewListStyles}>
              {fields.map((field) => {
                const answer = shownAnswer(field, draft.answers[field.id]);
                return (
                  <div key={field.id}>
                    <dt>{field.name}</dt>
                    {/* What the family wrote is text, never markup. */}
                    <dd css={answer ? undefined : { fontStyle: 'italic' }}>{answer || 'Not answered'}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}

      {failed ? (
        <FormAlert>
          <p css={{ margin: 0 }}>{PLANNING_SUBMIT_ERROR}</p>
          {failed.length > 0 ? (
            <ul css={{ margin: `${theme.space.xs} 0 0`, paddingInlineStart: '1.25rem', fontWeight: 400 }}>
              {failed.map((problem) => (
                <li key={problem.field}>
                  <Link to={`/plan-now/step/${problem.urlKey}?from=review`} css={linkStyles(theme)}>
                    {problem.field}
                  </Link>
                  : {problem.message}
                </li>
              ))}
            </ul>
          ) : (
            <p css={{ margin: `${theme.space.xs} 0 0`, fontWeight: 400 }}>Your answers are saved. Please try again in a moment.</p>
          )}
        </FormAlert>
      ) : null}

      <div css={actionsStyles(theme)}>
        <Button displayType="SECONDARY" onClick={() => navigate(`/plan-now/step/${sections[sections.length - 1]!.urlKey}`)}>
          Previous
        </Button>
        <Button size="lg" onClick={() => void submit()} aria-disabled={submitting || undefined}>
          {submitting ? 'Sending your plan…' : 'Submit my plan'}
        </Button>
      </div>
    </div>
  );
}

const reviewListStyles = css`
  display: grid;
  gap: 0.75rem;
  margin: 1rem 0 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0.125rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
