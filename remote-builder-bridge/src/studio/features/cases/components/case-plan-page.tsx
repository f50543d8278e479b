import { Link, useParams } from 'react-router-dom';
import { CASE_KIND_LABELS } from '@keepsake/shared/contract/staff';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { deskPageStyles, linkStyles } from '../../../components/desk-styles';
import { caseQuery } from '../api/cases';
import { casePlanQuery } from '../api/case-plan';

/**
 * /studio/cases/:caseId/plan: the plan the case was made from, every answer as the visitor gave it
 * (issue 36 §4). The facts among them are in the case's details; this is the record of what was asked and said.
 */
export function CasePlanPage() {
  const theme = useTheme();
  const caseId = Number(useParams().caseId);
  const valid = Number.isInteger(caseId) && caseId > 0;
  const detail = useQuery({ ...caseQuery(caseId), enabled: valid });
  const { data, isPending, isError } = useQuery({ ...casePlanQuery(caseId), enabled: valid });
  const name = detail.data?.fullName;
  useDocumentTitle(name ? `Plan: ${name}` : 'Plan');
  const plan = data?.plan;

  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to={`/studio/cases/${caseId}`} css={linkStyles(theme)}>
          Back to the case
        </Link>
      </p>
      <h2 css={{ margin: 0 }}>{name ? `The plan for ${name}` : 'The plan'}</h2>
      {isPending && valid ? <p role="status">Loading the plan…</p> : null}
      {isError || !valid ? <p role="alert">We could not find this case.</p> : null}
      {data && !plan ? <p>This case was not made from a plan.</p> : null}
      {plan ? (
        <>
          <p css={{ margin: 0 }}>
            {CASE_KIND_LABELS[plan.kind]} plan from {plan.from}, sent through the website
          </p>
          <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, 1fr) 2fr', gap: theme.space.xs, margin: 0 }}>
            {plan.answers.map((answer) => (
              <div key={answer.label} css={{ display: 'contents' }}>
                <dt css={{ fontWeight: 600 }}>{answer.label}</dt>
                {/* The visitor's own words, as text. */}
                <dd css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </main>
  );
}
