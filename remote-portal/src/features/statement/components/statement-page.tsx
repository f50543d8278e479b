import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { signatureSchema, signedSentence, type Contract, type SignatureForm, type Statement, type StatementLine } from '@keepsake/shared/contract/arrangement';
import { CheckboxField, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { usePageQuery, useQuery, useChanged } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { contractQuery } from '../../../api/get-contract';
import { statementQuery } from '../../../api/get-statement';
import { saveContractDetails } from '../../../api/save-contract-details';
import { ArrangementFrame, cardCss, linkCss, Loading, Money } from '../../../components/arrangement-frame';
import { DiscountsTable } from '../../../components/discounts-table';
import { TotalsTable } from '../../../components/totals-table';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { paymentsQuery } from '../api/get-payments';
import { statementTemplateQuery } from '../api/get-statement-template';
import { submitContract } from '../api/submit-contract';
import { EarlierRevisions, OpenRevision, RevisionChanges, RevisionNotice } from './contract-revisions';
import { DownloadPdfLink } from './download-pdf-link';
import { PriceRow, PriceTableHead } from '../../../components/price-rows';

/**
 * /family-portal/{id}/{name}/statement: the Statement of Funeral Goods and Services Selected, itemized
 * (SPEC §3 ITEMIZED) from its template revision, with payments made and the balance due. Once finished the
 * primary contact signs it with a typed name and consent; signed, it is a snapshot and read-only until the
 * funeral home opens a revision. The route tree hands in the task's status panel (only it composes features).
 */
export function StatementPage({ taskPanel }: { taskPanel?: ReactNode }) {
  const { caseDetail, casePath } = useCaseOutlet();
  const id = caseDetail.id;
  const statement = usePageQuery(statementQuery(id));
  const contract = usePageQuery(contractQuery(id));
  const template = usePageQuery(statementTemplateQuery(statement?.templateRevisionId ?? null));
  const payments = useQuery(paymentsQuery(id, statement?.status === 'SIGNED'));
  return (
    <ArrangementFrame title="Statement" heading={template?.title ?? 'Statement'} casePath={casePath} personName={caseDetail.fullName}>
      {!statement || !contract || !template ? (
        <Loading label="Loading the statement…" />
      ) : (
        <StatementBody statement={statement} contract={contract} disclosures={template.disclosures} payments={payments.data?.items ?? []} />
      )}
      {/* After the statement itself, as on every task page (issue 43.6). */}
      {taskPanel ? <div className="no-print">{taskPanel}</div> : null}
    </ArrangementFrame>
  );
}

function LinesTable({ caption, lines }: { caption: string; lines: StatementLine[] }) {
  const theme = useTheme();
  if (lines.length === 0) return null;
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse', marginBottom: theme.space.lg }}>
      <caption css={{ textAlign: 'left', fontWeight: 700, fontSize: fontSizes.lg, marginBottom: theme.space.xs }}>{caption}</caption>
      <PriceTableHead />
      <tbody>
        {lines.map((line, index) => (
          <PriceRow
            key={index}
            item={
              <>
                {line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                <span css={{ display: 'block', fontSize: fontSizes.sm }}>
                  {[line.detail, line.category, line.cashAdvance ? 'cash advance' : null].filter(Boolean).join(' · ')}
                </span>
                {/* Which law or requirement makes it required (issue 39.5, the Funeral Rule), beside the item. */}
                {line.requiredReason ? <span css={{ display: 'block', fontSize: fontSizes.sm }}>{line.requiredReason}</span> : null}
              </>
            }
            price={line.includedInPackage && line.amountCents === 0 ? 'In package' : <Money cents={line.amountCents} />}
          />
        ))}
      </tbody>
    </table>
  );
}

function StatementBody({
  statement,
  contract,
  disclosures,
  payments,
}: {
  statement: Statement;
  contract: Contract;
  disclosures: string[];
  payments: { paymentId: string; amountCents: number; status: string; createdAt: string; brand: string | null; last4: string | null }[];
}) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { caseDetail, casePath } = useCaseOutlet();
  const goods = statement.lines.filter((line) => !line.cashAdvance);
  const advances = statement.lines.filter((line) => line.cashAdvance);
  const lead = caseDetail.access !== 'HELPER';
  return (
    <>
      <p css={{ marginTop: 0 }}>
        For {caseDetail.fullName}
        {contract.purchaser ? `. Purchaser: ${contract.purchaser.name}, ${contract.purchaser.relationship}` : ''}.
      </p>
      <RevisionNotice contract={contract} />
      <RevisionChanges caseId={caseDetail.id} revision={contract.revision} />
      <div className="no-print" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' }}>
        <Button displayType="SECONDARY" size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <DownloadPdfLink caseId={caseDetail.id} />
      </div>
      {statement.packageName ? (
        <p css={{ fontSize: fontSizes.lg, display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, marginTop: theme.space.lg }}>
          <span>
            Package: <strong>{statement.packageName}</strong>
          </span>
          <Money cents={statement.packagePriceCents} />
        </p>
      ) : null}
      <LinesTable caption="Funeral goods and services selected" lines={goods} />
      <LinesTable caption="Cash advance items (paid to others on your behalf)" lines={advances} />
      <DiscountsTable discounts={statement.discounts} />
      <TotalsTable totals={statement.totals} caption="Charges" />
      <table css={{ width: '100%', borderCollapse: 'collapse', marginBottom: theme.space.lg }}>
        <caption css={{ textAlign: 'left', fontWeight: 700, marginBottom: theme.space.xs }}>Payments</caption>
        <tbody>
          <tr>
            <th scope="row" css={{ textAlign: 'left', fontWeight: 400 }}>
              Payments made
            </th>
            <td css={{ textAlign: 'right' }}>
              <Money cents={statement.paidCents} />
            </td>
          </tr>
          <tr>
            <th scope="row" css={{ textAlign: 'left' }}>
              Balance due
            </th>
            <td css={{ textAlign: 'right', fontWeight: 700 }} data-testid="balance-due">
              <Money cents={statement.balanceCents} />
            </td>
          </tr>
        </tbody>
      </table>
      {statement.status === 'SIGNED' ? (
        <section aria-label="Signature and payment" css={cardCss(theme)}>
          <p css={{ marginTop: 0 }}>
            {signedSentence(statement.signedName, statement.signedAt ? formatDateTime(statement.signedAt, timeZone) : '', statement.signing)}
          </p>
          {statement.balanceCents > 0 ? (
            // A document of its own: only the payment page's policy lets the provider's card fields in (ADR 100).
            <Link to={`${casePath}/statement/payment`} reloadDocument css={linkCss(theme)}>
              Make a payment
            </Link>
          ) : (
            <p>Paid in full. Thank you.</p>
          )}
          {payments.length > 0 ? (
            <>
              <h2 css={{ fontSize: fontSizes.lg }}>Receipts</h2>
              <ul css={{ lineHeight: 1.8 }}>
                {payments
                  .filter((payment) => payment.status === 'APPROVED')
                  .map((payment) => (
                    <li key={payment.paymentId}>
                      <Link to={`${casePath}/statement/payment/${payment.paymentId}`} css={linkCss(theme)}>
                        {formatDateTime(payment.createdAt, timeZone)}: <Money cents={payment.amountCents} /> ({payment.brand} ending {payment.last4})
                      </Link>
                    </li>
                  ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : statement.status === 'FINISHED' ? (
        lead ? (
          <SignForm purchaserName={contract.purchaser?.name ?? ''} />
        ) : (
          <p>The family’s primary contact signs the statement.</p>
        )
      ) : (
        <p css={cardCss(theme)}>
          This statement is a draft.{' '}
          <Link to={`${casePath}/arrangements/review`} css={linkCss(theme)}>
            Review and finish the arrangements
          </Link>{' '}
          to sign it.
        </p>
      )}
      {caseDetail.access === 'STAFF' && statement.status === 'SIGNED' ? <OpenRevision caseId={caseDetail.id} revision={contract.revision} /> : null}
      <EarlierRevisions caseId={caseDetail.id} />
      <h2 css={{ fontSize: fontSizes.lg }}>Disclosures</h2>
      <ul css={{ lineHeight: 1.6, fontSize: fontSizes.md }}>
        {disclosures.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </>
  );
}

function SignForm({ purchaserName }: { purchaserName: string }) {
  const theme = useTheme();
  const changed = useChanged();
  const { caseDetail } = useCaseOutlet();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm({ schema: signatureSchema, defaultValues: { typedName: purchaserName, consent: false } as SignatureForm });
  const sign = async (signature: SignatureForm) => {
    setAlert(null);
    try {
      await saveContractDetails(caseDetail.id, { signature });
      await submitContract(caseDetail.id);
      await changed([['case', caseDetail.id]]);
    } catch (error) {
      // Issue 25: the typed name must be the signed-in person's own; say so at the field too.
      const typedNameError = fieldErrorsOf(error)['signature.typedName'];
      if (typedNameError) form.setError('typedName', { message: typedNameError });
      setAlert(messageOf(error, 'The statement could not be signed just now. Please try again.'));
    }
  };
  return (
    <Form id="sign-statement" form={form} onSubmit={sign} css={cardCss(theme)}>
      <h2 css={{ fontSize: fontSizes.xl, marginTop: 0 }}>Sign the statement</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField name="typedName" label="Type your full name to sign" required autoComplete="name" maxLength={120} />
      <CheckboxField name="consent" label="I have read this statement and the price list, and I agree to these charges." />
      <Button type="submit" displayType="PRIMARY" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing…' : 'Sign the statement'}
      </Button>
    </Form>
  );
}
