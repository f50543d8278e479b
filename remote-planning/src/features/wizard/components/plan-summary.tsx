import { Fragment } from 'react';
import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import type { SubmittedPlan } from '../state/wizard-atoms';
import { cardStyles } from './wizard-styles';

// Printing the thank-you page prints the plan, not the site: the header, navigation, footer and the
// page's own buttons are left off, colours and shadows dropped, and sections are not split across pages.
export const printOnlyThisPage = css`
  @media print {
    header,
    nav,
    footer,
    [data-print-hidden] {
      display: none !important;
    }
    body {
      background: #fff !important;
      color: #000 !important;
    }
    [data-plan-summary] section {
      break-inside: avoid;
      background: none !important;
      border: 1px solid #999;
    }
  }
`;

/** The answers as they were sent, section by section: what the family keeps, on screen or on paper. */
export function PlanSummary({ summary, reference }: Pick<SubmittedPlan, 'summary' | 'reference'>) {
  const theme = useTheme();
  return (
    <section aria-labelledby="plan-summary" data-plan-summary css={{ margin: `0 0 ${theme.space.xl}` }}>
      <h2 id="plan-summary" css={{ margin: `0 0 ${theme.space.md}`, fontSize: fontSizes.xxl }}>
        Your answers <span css={{ fontWeight: 400, fontSize: fontSizes.md }}>(reference {reference})</span>
      </h2>
      {summary.map((section) => (
        <section key={section.label} aria-label={section.label} css={cardStyles(theme)}>
          <h3 css={{ margin: `0 0 ${theme.space.sm}`, fontSize: fontSizes.lg }}>{section.label}</h3>
          <dl css={{ margin: 0, display: 'grid', gap: theme.space.xs, '& dt': { fontWeight: 600 }, '& dd': { margin: 0, overflowWrap: 'anywhere' } }}>
            {section.answers.map((row) => (
              <div key={row.question}>
                <dt>{row.question}</dt>
                {/* The family's own words, as text, one line of theirs per line (children one per line, issue 36 §5). */}
                <dd>
                  {row.answer.split('\n').map((line, index) => (
                    <Fragment key={index}>
                      {index > 0 ? <br /> : null}
                      {line}
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
