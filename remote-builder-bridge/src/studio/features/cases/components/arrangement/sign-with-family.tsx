import { Link } from 'react-router-dom';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { useTheme } from '@keepsake/shared/theme';
import { linkStyles } from '../../../../components/desk-styles';

/**
 * "Sign with the family now" (issue 39 point 3): opens the statement in the signing view for the director's tablet.
 * Offered once only the purchaser is missing (named in the signing view) or nothing is; otherwise what stands in
 * the way is listed under the totals.
 */
export function SignWithFamily({ caseId, arrangement }: { caseId: number; arrangement: Arrangement }) {
  const theme = useTheme();
  const ready = arrangement.problems.every((problem) => problem.code === 'NO_PURCHASER');
  return (
    <section aria-labelledby="sign-with-family-heading">
      <h3 id="sign-with-family-heading">Signing</h3>
      {ready ? (
        <Link to={`/studio/cases/${caseId}/arrangement/sign`} css={{ ...linkStyles(theme), fontSize: '1.1rem' }}>
          Sign with the family now
        </Link>
      ) : (
        <p css={{ margin: 0 }}>Once every selection is complete, the purchaser can sign here at the table, or in the Family Portal.</p>
      )}
    </section>
  );
}
