import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { deskPageStyles, linkStyles } from '../../../components/desk-styles';
import { NewCaseForm } from '../../../components/new-case-form';
import { inboxItemQuery, linkCase } from '../api/inbox';

/**
 * A case from a plan or a message: the item's answers fill the cases desk's new-case form (a message gives its
 * sender as the contact); the staff member checks them and creates it, and the item links to the case.
 */
export function CaseFromItemPage() {
  const { itemId = '' } = useParams();
  const theme = useTheme();
  useDocumentTitle('New case from the inbox');
  const { data: item, isPending, isError } = useQuery(inboxItemQuery(itemId));
  const what = item?.source === 'CONTACT' ? 'message' : 'plan';
  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to={`/studio/inbox/${itemId}`} css={linkStyles(theme)}>
          Back to the {what}
        </Link>
      </p>
      <h2 css={{ margin: 0 }}>New case from the inbox</h2>
      {isPending ? <p role="status">Loading…</p> : null}
      {isError ? <p role="alert">This item could not be loaded. Please try again.</p> : null}
      {item?.casePrefill ? (
        <NewCaseForm
          id="case-from-inbox"
          prefill={item.casePrefill}
          afterCreate={(created) => linkCase(item.id, created.id)}
          alsoChanges={(created) => [['inbox'], ['case', created.id]]}
        />
      ) : null}
      {item && !item.casePrefill ? <p>This item cannot become a case.</p> : null}
    </main>
  );
}
