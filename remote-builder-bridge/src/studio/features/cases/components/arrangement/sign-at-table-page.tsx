import { useQuery } from '@keepsake/shared/query';
import { Link, useParams } from 'react-router-dom';
import { signedSentence } from '@keepsake/shared/contract/arrangement';
import { type DeskCaseDetail } from '@keepsake/shared/contract/staff';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { linkStyles } from '../../../../components/desk-styles';
import { caseQuery } from '../../api/cases';
import { contractQuery } from '../../api/money';
import { statementQuery, statementTemplateQuery } from '../../api/sign-in-person';
import { TableSignatureForm } from './table-signature-form';
import { TableStatement } from './table-statement';

/**
 * /studio/cases/{id}/arrangement/sign (issue 39 point 3): "Sign with the family now". The director hands over the
 * tablet; the purchaser reads the statement and its disclosures in large type, types their name and confirms.
 * Once signed the page says so, with who was present, and that the purchaser's copy is on its way by mail.
 */
// The family's primary contact as staff entered them: the purchaser's form starts from them when none is named yet.
function primaryContact(detail: DeskCaseDetail | undefined): { name: string; email: string } {
  const member = detail?.members.find((entry) => entry.role === 'PRIMARY');
  const invited = detail?.invitations.find((entry) => entry.role === 'PRIMARY');
  return { name: member?.name ?? invited?.name ?? '', email: member?.email ?? invited?.email ?? '' };
}

export function SignAtTablePage() {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const caseId = Number(useParams().caseId);
  const valid = Number.isInteger(caseId) && caseId > 0;
  const detail = useQuery({ ...caseQuery(caseId), enabled: valid });
  const statement = useQuery({ ...statementQuery(caseId), enabled: valid });
  const contract = useQuery({ ...contractQuery(caseId), enabled: valid });
  const revisionId = statement.data?.templateRevisionId;
  const template = useQuery({ ...statementTemplateQuery(revisionId ?? 0), enabled: revisionId !== undefined });
  useDocumentTitle(detail.data ? `Sign the statement · ${detail.data.fullName}` : 'Sign the statement');
  const value = statement.data;
  return (
    <main
      css={{
        padding: theme.space.md,
        maxWidth: '46rem',
        width: '100%',
        margin: '0 auto',
        fontSize: '1.25rem',
        // A long address or name wraps rather than widening the page on a phone.
        overflowWrap: 'anywhere',
        lineHeight: 1.5,
        display: 'grid',
        gap: theme.space.md,
      }}
    >
      <p css={{ margin: 0, fontSize: '1rem' }}>
        <Link to={`/studio/cases/${caseId}/arrangement`} css={linkStyles(theme)}>
          Back to the arrangements
        </Link>
      </p>
      <h2 css={{ margin: 0, fontSize: '1.6em', lineHeight: 1.2 }}>{template.data?.title ?? 'Statement of Funeral Goods and Services Selected'}</h2>
      {detail.data ? <p css={{ margin: 0 }}>For the funeral of {detail.data.fullName}.</p> : null}
      {statement.isPending && valid ? <p role="status">Loading the statement…</p> : null}
      {statement.isError || !valid ? <p role="alert">We could not find this case.</p> : null}
      {value ? (
        <>
          {value.status === 'SIGNED' ? (
            <section aria-labelledby="signed-heading" css={{ border: `2px solid ${theme.colors.secondary}`, borderRadius: '8px', padding: theme.space.md }}>
              <h3 id="signed-heading" css={{ marginTop: 0 }}>
                The statement is signed
              </h3>
              <p role="status" css={{ margin: 0 }}>
                {signedSentence(value.signedName, value.signedAt ? formatDateTime(value.signedAt, timeZone) : '', value.signing)}
              </p>
              {contract.data?.purchaser ? (
                <p css={{ marginBottom: 0 }}>A copy of the signed statement is on its way to {contract.data.purchaser.email}.</p>
              ) : null}
            </section>
          ) : (
            <p css={{ margin: 0 }}>Please read the statement. To sign it, type your name as it is on the statement and confirm at the end.</p>
          )}
          <TableStatement statement={value} />
          {template.data && template.data.disclosures.length > 0 ? (
            <section aria-labelledby="disclosures-heading">
              <h3 id="disclosures-heading" css={{ fontSize: '1.15em' }}>
                Disclosures
              </h3>
              <ul css={{ paddingInlineStart: '1.2em', fontSize: '0.9em' }}>
                {template.data.disclosures.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {value.status !== 'SIGNED' && contract.data ? (
            <TableSignatureForm caseId={caseId} purchaser={contract.data.purchaser} contact={primaryContact(detail.data)} />
          ) : null}
        </>
      ) : null}
    </main>
  );
}
