import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FinishProblem } from '@keepsake/shared/contract/arrangement';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { Alert, cardCss, linkCss, Money } from '../../../components/arrangement-frame';
import { TotalsTable } from '../../../components/totals-table';
import { useArrangementChange } from '../../../hooks/use-arrangement-change';
import { useArrangementOutlet } from '../../../hooks/use-case-outlet';
import { messageOf } from '@keepsake/shared/api-client';
import { finishArrangement } from '../api/finish-arrangement';
import { lineLabel } from '../state/line-text';

/** Everything chosen, the total, and what is still missing, each linking to where it is fixed (SPEC §4). */
export function ReviewPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { caseDetail, casePath, arrangement, base } = useArrangementOutlet();
  // Finishing is one press, not a form: its failure is the mutation's own error (cleared by the next press).
  const finish = useArrangementChange(caseDetail.id, () => finishArrangement(caseDetail.id));
  const missingId = useId();
  const fixPath = (problem: FinishProblem) => (problem.fixAt === 'packages' ? base : problem.fixAt === 'details' ? `${base}/details` : `${base}/selections`);
  const lines = arrangement.categories.flatMap((category) => category.lines);
  const lead = caseDetail.access !== 'HELPER';

  return (
    <>
      {arrangement.problems.length > 0 ? (
        <section aria-labelledby={missingId} css={{ ...cardCss(theme), borderColor: theme.colors.palette.error.onPage, borderWidth: 2 }}>
          <h2 id={missingId} css={{ fontSize: fontSizes.xl, marginTop: 0 }}>
            Still to do before finishing
          </h2>
          <ul css={{ lineHeight: 1.8, margin: 0 }}>
            {arrangement.problems.map((problem) => (
              <li key={problem.code}>
                <Link to={fixPath(problem)} css={linkCss(theme)}>
                  {problem.message}
                </Link>
                {problem.lineIds ? (
                  <ul>
                    {problem.lineIds.map((lineId) => {
                      const line = lines.find((entry) => entry.id === lineId);
                      return line ? (
                        <li key={lineId}>
                          <Link to={`${base}/item/${lineId}`} css={linkCss(theme)}>
                            {lineLabel(line)}
                          </Link>
                        </li>
                      ) : null;
                    })}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2 css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl }}>{arrangement.packageName ?? 'No package chosen'}</h2>
      {arrangement.categories.map((category) => (
        <div key={category.itemCategory.id} css={{ marginBottom: theme.space.md }}>
          <h3 css={{ fontSize: fontSizes.md, margin: `0 0 ${theme.space.xs}` }}>{category.itemCategory.name}</h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {category.lines.map((line) => (
              <li
                key={line.id}
                css={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: theme.space.sm,
                  padding: '0.3rem 0',
                  borderBottom: `1px solid ${theme.colors.secondary}`,
                }}
              >
                <span>
                  {lineLabel(line)}
                  {line.variant ? `, ${line.variant.finish || line.variant.name}` : ''}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  {!line.complete ? <strong> (not chosen yet)</strong> : null}
                </span>
                <span>{line.fromPackage && line.amountCents === 0 ? 'Included' : <Money cents={line.amountCents} />}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <TotalsTable totals={arrangement.totals} caption="Your total" />
      {finish.error ? <Alert>{messageOf(finish.error)}</Alert> : null}
      {arrangement.status === 'OPEN' ? (
        lead ? (
          <Button
            displayType="PRIMARY"
            size="lg"
            disabled={arrangement.problems.length > 0 || finish.isPending}
            onClick={() => finish.mutate(undefined, { onSuccess: () => navigate(`${casePath}/statement`) })}
          >
            Finish arrangements
          </Button>
        ) : (
          <p>The family’s primary contact finishes the arrangements and signs the contract.</p>
        )
      ) : (
        <p>
          The arrangements are finished.{' '}
          <Link to={`${casePath}/statement`} css={linkCss(theme)}>
            {arrangement.status === 'SIGNED' ? 'See the signed statement' : 'Go to the statement to sign'}
          </Link>
        </p>
      )}
    </>
  );
}
