import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { planStartSchema, type PlanningSection } from '@keepsake/shared/contract';
import { Form, RadioGroupField, useZodForm } from '@keepsake/shared/forms';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { Button, useDocumentTitle } from '@keepsake/shared/ui';
import { usePlanningSections } from '../hooks/use-planning-sections';
import { PLAN_TYPE_MESSAGES, PLAN_TYPE_OPTIONS } from '../plan-types';
import { planDraftAtom } from '../state/wizard-atoms';
import { cardStyles, headingStyles, leadStyles, pageStyles } from './wizard-styles';

function resumeKey(sections: PlanningSection[], lastUrlKey: string | null): string | undefined {
  return sections.find((section) => section.urlKey === lastUrlKey)?.urlKey ?? sections[0]?.urlKey;
}

export function StartPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const company = useAtomValue(renderContextAtom)?.company.name;
  const sections = usePlanningSections();
  const [draft, setDraft] = useAtom(planDraftAtom);
  // Begin pressed before the sections arrived: go as soon as they do.
  const [startWhenLoaded, setStartWhenLoaded] = useState<string | null>(null);
  useDocumentTitle('Plan Now');

  const form = useZodForm({ schema: planStartSchema, defaultValues: { planType: draft.planType ?? undefined } });
  const chosen = form.watch('planType');
  const inProgress = Boolean(draft.planType) && Object.values(draft.answers).some((answer) => answer.trim() !== '');

  useEffect(() => {
    if (!startWhenLoaded || !sections) return;
    const urlKey = resumeKey(sections, startWhenLoaded === 'resume' ? draft.lastUrlKey : null);
    if (urlKey) navigate(`/plan-now/step/${urlKey}`);
  }, [startWhenLoaded, sections, draft.lastUrlKey, navigate]);

  return (
    <div css={pageStyles(theme)}>
      <h1 css={headingStyles(theme)}>{company ? `Plan with ${company}` : 'Plan now'}</h1>
      <p css={leadStyles(theme)}>
        Whether you are planning ahead or a loved one has just passed, we will guide you one step at a time. Your answers are kept as you go in this browser
        window, so a reload or a lost connection never costs you a word.
      </p>

      {inProgress ? (
        <section aria-labelledby="resume-heading" css={cardStyles(theme)}>
          <h2 id="resume-heading" css={{ margin: `0 0 ${theme.space.xs}`, fontSize: '1.25rem' }}>
            Your plan is waiting for you
          </h2>
          <p css={{ margin: `0 0 ${theme.space.md}` }}>Everything you wrote has been kept.</p>
          <Button onClick={() => setStartWhenLoaded('resume')} aria-busy={startWhenLoaded === 'resume' && !sections}>
            Continue where you left off
          </Button>
        </section>
      ) : null}

      <Form
        id="plan-type"
        form={form}
        onSubmit={({ planType }) => {
          setDraft({ planType });
          setStartWhenLoaded('first');
        }}
      >
        <RadioGroupField
          name="planType"
          legend={inProgress ? 'Or start with who this plan is for' : 'Who is this plan for?'}
          options={PLAN_TYPE_OPTIONS}
          required
        />
        <p aria-live="polite" css={{ minHeight: '3em', margin: `0 0 ${theme.space.lg}`, fontSize: '1.0625rem' }}>
          {chosen && PLAN_TYPE_MESSAGES[chosen] ? PLAN_TYPE_MESSAGES[chosen] : null}
        </p>
        <Button type="submit" size="lg" aria-busy={startWhenLoaded === 'first' && !sections}>
          Begin
        </Button>
      </Form>
    </div>
  );
}
