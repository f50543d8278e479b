import { useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { caseStatusOf, fieldApplies, planningAnswersSchema, type PlanningSection, type PlanType } from '@keepsake/shared/contract';
import { Form, useZodForm } from '@keepsake/shared/forms';
import { notFound } from '@keepsake/shared/page-error';
import { useTheme } from '@keepsake/shared/theme';
import { Button, Progress, useDocumentTitle } from '@keepsake/shared/ui';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { stepHeading } from '../step-heading';
import { useLoadedSections } from '../hooks/use-planning-sections';
import { planDraftAtom } from '../state/wizard-atoms';
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
  const schema = useMemo(() => planningAnswersSchema([section], caseStatus), [section, caseStatus]);
  const form = useZodForm({
    schema,
    defaultValues: Object.fromEntries(fields.map((field) => [field.id, saved[field.id] ?? field.value])),
  });
  const headingRef = useFocusOnMount<HTMLHeadingElement>(section.urlKey);
  useDocumentTitle(`${section.name} | Plan Now`);

  // Every keystroke goes into the draft, so leaving by any door (Previous, the header, closing the
  // tab) keeps what was written, valid or not.
  useEffect(() => {
    setDraft({ lastUrlKey: section.urlKey });
    const subscription = form.watch((values) => {
      const answers = Object.fromEntries(Object.entries(values).map(([id, value]) => [id, typeof value === 'string' ? value : '']));
      setDraft({ answers: { ...store.get(planDraftAtom).answers, ...answers } });
    });
    return () => subscription.unsubscribe();
  }, [form, section.urlKey, setDraft, store]);

  const goTo = (target: number) => navigate(`/plan-now/step/${sections[target]!.urlKey}`);

  return (
    <div css={pageStyles(theme)}>
      <p css={eyebrowStyles(theme)}>
        Step {index + 1} of {sections.length} · {section.name}
      </p>
      <Progress value={index + 1} max={sections.length} label={`Step ${index + 1} of ${sections.length}`} />
      <h1 ref={headingRef} tabIndex={-1} css={[headingStyles(theme), { marginTop: theme.space.lg }]}>
        {heading}
      </h1>
      <Form
        id={`step-${section.urlKey}`}
        form={form}
        onSubmit={() => (isLast ? navigate('/plan-now/review') : goTo(index + 1))}
      >
        {fields.map((field) => (
          <SectionField key={field.id} field={field} />
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
          <Button type="submit">{isLast ? 'Review your plan' : 'Next'}</Button>
        </div>
      </Form>
    </div>
  );
}
