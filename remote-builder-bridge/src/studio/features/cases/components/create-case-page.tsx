import { Link } from 'react-router-dom';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { NewCaseForm } from '../../../components/new-case-form';
import { deskPageStyles, linkStyles } from '../../../components/desk-styles';

/** A new case: its facts and the family's primary contact, who gets the invitation to the Family Portal. */
export function CreateCasePage() {
  useDocumentTitle('New case');
  const theme = useTheme();
  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to="/studio/cases" css={linkStyles(theme)}>
          All cases
        </Link>
      </p>
      <h2 css={{ margin: 0 }}>New case</h2>
      <NewCaseForm id="new-case" />
    </main>
  );
}
