import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  caseStatusOf,
  fieldApplies,
  fieldShown,
  localToday,
  planningAnswersSchema,
  type PlanningSection,
  type PlanType,
} from '@keepsake/shared/contract/planning';
import { Form, useZodForm } from '@keepsake/shared/forms';
import { notFound } from '@keepsake/shared/page-error';
import { useTheme } from '@keepsake/shared/theme';
import { Button, Progress, useDocumentTitle } from '@keepsake/shared/ui';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { stepHeading } from '../step-heading';
import { sectionLabel, SELF_FROM_CONTACT } from '../section-label';
import { useLoadedSections } from '../hooks/use-planning-sections';
import { planDraftAtom } from '../state/wizard-atoms';
import { FinishLater } from './finish-later';
import { SectionField } from './section-field';
import { actionsStyles, eyebrowStyles, headingStyles, linkStyles, pageStyles } from './wizard-styles';

// Rendered inside RequireSections, so sections and plan type are there.
export function StepPage() {
  const { urlKey } = useParams();
  const sections = useLoadedSections()!;
  const planType = useAtomValue(planDraftAtom).planType!;
  const index = sections.findIndex((section) => section.urlKey === urlKey);
  if (index < 0) throw notFound(`There is no planning step "${urlKey}".`);
  // Keyed by step, so each section starts a fresh form from the saved answers.
  return <StepForm key={urlKey} sections={sections} index={index} planType={planType} />;
}

function StepForm({ sections, index, planType }: { sections: PlanningSection[]; index: number; planType: PlanType }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // "Edit" on the review brings the person here and back again.
  const fromReview = params.get('from') === 'review';
  const store = useStore();
  const setDraft = useSetAtom(planDraftAtom);
  const section = sections[index]!;
  const caseStatus = caseStatusOf(planType);
  const fields = section.fields.filter((field) => fieldApplies(field, caseStatus));
  const isFirst = index === 0;
  const isLast = index === sections.length - 1;

  // Read once: the heading names the person from answers given on earlier steps.
  const saved = useMemo(() => store.get(planDraftAtom).answers, [store]);
  const heading = stepHeading(section, planType, saved);
  const label = sectionLabel(section, planType);
  const today = localToday();
  const schema = useMemo(() => planningAnswersSchema([section], caseStatus, { today, planType }), [section, caseStatus, today, planType]);
  // Planning for yourself: what you told us in step 1 is offered here, not asked again.
  // Worked out once, when the step opens.
  const [offered] = useState(() =>
    planType === 'pre-plan-self'
      ? fields.filter((field) => !saved[field.id]?.trim() && saved[SELF_FROM_CONTACT[field.id] ?? '']?.trim()).map((field) => field.id)
      : [],
  );
  const form = useZodForm({
    schema,
    defaultValues: Object.fromEntries(
      fields.map((field) => [field.id, offered.includes(field.id) ? saved[SELF_FROM_CONTACT[field.id]!]!.trim() : (saved[field.id] ?? field.value)]),
    ),
  });
  const headingRef = useFocusOnMount<HTMLHeadingElement>(section.urlKey);
  useDocumentTitle(`${label} | Plan Now`);
  // Questions that depend on another answer (the branch only after "Yes") show as it is given.
  const values = form.watch();
  const known = { ...saved, ...values, planType } as Record<string, string | undefined>;
  const shown = fields.filter((field) => fieldShown(field, known));

  // Every keystroke goes into the draft, so leaving by any door (Previous, the header, closing the
  // tab) keeps what was written, valid or not.
  useEffect(() => {
    const save = (values: Record<string, unknown>) => {
      const answers = Object.fromEntries(Object.entries(values).map(([id, value]) => [id, typeof value === 'string' ? value : '']));
      setDraft({ answers: { ...store.get(planDraftAtom).answers, ...answers } });
    };
    setDraft({ lastUrlKey: section.urlKey });
    // What the step starts with counts as answered too: the name offered from step 1 is kept even when
    // the person simply goes on (issue 15 point 9: without this the review said it was missing).
    save(form.getValues());
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, section.urlKey, setDraft, store]);

  const goTo = (target: number) => navigate(`/plan-now/step/${sections[target]!.urlKey}`);

  return (
    <div css={pageStyles(theme)}>
      <p css={eyebrowStyles(theme)}>
        Step {index + 1} of {sections.length} · {label}
      </p>
      <Progress value={index + 1} max={sections.length} label={`Step ${index + 1} of ${sections.length}`} />
      <h1 ref={headingRef} tabIndex={-1} css={[headingStyles(theme), { marginTop: theme.space.lg }]}>
        {heading}
      </h1>
      <Form id={`step-${section.urlKey}`} form={form} onSubmit={() => (isLast || fromReview ? navigate('/plan-now/review') : goTo(index + 1))}>
        {offered.length > 0 ? (
          <p css={{ margin: `0 0 ${theme.space.md}` }}>We have filled in your name from the first step. Change it if it should read differently here.</p>
        ) : null}
        {shown.map((field) => (
          <SectionField key={field.id} field={field} today={today} />
        ))}
        <div css={actionsStyles(theme)}>
          {/* SPEC §4: no previous on the first section; the way back is to change the plan type. */}
          {isFirst ? (
            <Link to="/plan-now" css={linkStyles(theme)}>
              Change who this plan is for
            </Link>
          ) : (
            <Button displayType="SECONDARY" onClick={() => goTo(index - 1)}>
              Previous
            </Button>
          )}
          {/* SPEC §4: no next on the last section; it leads to the review instead. */}
          <Button type="submit">{fromReview ? 'Save and return to review' : isLast ? 'Review your plan' : 'Next'}</Button>
        </div>
      </Form>
      <FinishLater />
    </div>
  );
}
