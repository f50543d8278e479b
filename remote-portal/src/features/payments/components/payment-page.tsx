import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf, newIdempotencyKey, statusOf } from '@keepsake/shared/api-client';
import { centsToDollars, dollarsToCents, paymentFormSchema, type PaymentForm } from '@keepsake/shared/contract/payment';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, usePageQuery, useQuery, useChanged } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { HostedCardFields, type CardFieldsHandle } from '@keepsake/shared/payments';
import { statementQuery } from '../../../api/get-statement';
import { ArrangementFrame, cardCss, linkCss, Loading, Money } from '../../../components/arrangement-frame';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { chargeCard, confirmPayment } from '../api/charge-card';
import { paymentConnectQuery } from '../api/connect-payments';

/**
 * statement/payment: pay all or part of the balance by card, typed into the payment provider's hosted fields
 * (ADR 100). One idempotency key per attempt: a double click or a retry after a lost answer sends the same key
 * and is never charged twice; a declined card gets a new key for the next try, says why, and keeps everything
 * typed but the card number. A card whose bank asks for 3-D Secure does that step in the provider's frame.
 */
export function PaymentPage() {
  const { caseDetail, casePath } = useCaseOutlet();
  const statement = usePageQuery(statementQuery(caseDetail.id));
  const connect = useQuery(paymentConnectQuery(caseDetail.id));
  return (
    <ArrangementFrame title="Make a payment" casePath={casePath} personName={caseDetail.fullName}>
      {!statement ? (
        <Loading label="Loading the balance…" />
      ) : (
        <PaymentBody balanceCents={statement.balanceCents} signed={statement.status === 'SIGNED'} provider={connect.data?.provider ?? null} />
      )}
    </ArrangementFrame>
  );
}

function PaymentBody({ balanceCents, signed, provider }: { balanceCents: number; signed: boolean; provider: string | null }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const changed = useChanged();
  const { caseDetail, casePath } = useCaseOutlet();
  const key = useRef(newIdempotencyKey());
  const card = useRef<CardFieldsHandle>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm({ schema: paymentFormSchema, defaultValues: { amount: centsToDollars(Math.max(balanceCents, 0)) } });
  const amountCents = dollarsToCents(form.watch('amount') || '0');
  const charge = useMutation({
    mutationFn: (body: { amount: string; paymentToken: string }) =>
      chargeCard(caseDetail.id, { amountCents: dollarsToCents(body.amount), idempotencyKey: key.current, paymentToken: body.paymentToken }),
    // A declined card leaves its failed attempt on the statement: refreshed either way.
    meta: { changes: [['case', caseDetail.id]], refreshWhenRefused: true },
  });

  if (!signed) {
    return (
      <p css={cardCss(theme)}>
        Payments open once the statement is signed.{' '}
        <Link to={`${casePath}/statement`} css={linkCss(theme)}>
          Go to the statement
        </Link>
      </p>
    );
  }
  if (balanceCents <= 0) return <p>Nothing is due. Thank you.</p>;

  const submit = async (body: PaymentForm) => {
    setAlert(null);
    const cents = dollarsToCents(body.amount);
    if (cents > balanceCents) {
      form.setError('amount', { type: 'max', message: `Cannot exceed ${formatCents(balanceCents)}` }, { shouldFocus: true });
      return;
    }
    // The card goes to the provider's fields only; we get its one-time token (ADR 100).
    const tokenized = await card.current?.tokenize();
    if (!tokenized || 'problem' in tokenized) {
      setAlert(tokenized?.problem === 'invalid' ? 'Please check the card details.' : 'The card form did not answer. Please try again.');
      return;
    }
    try {
      let payment = await charge.mutateAsync({ amount: body.amount, paymentToken: tokenized.token });
      // The bank asks the cardholder first (3-D Secure): its step in the provider's frame, then we ask the provider.
      if (payment.status === 'PENDING' && payment.nextAction) {
        await card.current?.completeNextAction(payment.nextAction);
        payment = await confirmPayment(caseDetail.id, payment.paymentId);
        await changed([['case', caseDetail.id]]);
      }
      navigate(`${casePath}/statement/payment/${payment.paymentId}`);
    } catch (error) {
      if (statusOf(error) === 402) {
        // Declined: a new attempt gets a new key; everything typed stays but the card number.
        key.current = newIdempotencyKey();
        card.current?.clearNumber();
        setAlert(messageOf(error));
        return;
      }
      if (statusOf(error) === 400) key.current = newIdempotencyKey();
      const unmatched = applyApiFieldErrors(error, form.setError, ['amount']);
      setAlert(unmatched[0] ?? messageOf(error, 'The payment could not be completed just now. If you try again you will not be charged twice.'));
    }
  };

  return (
    <Form id="payment" form={form} onSubmit={submit}>
      <p css={{ marginTop: 0, fontSize: fontSizes.lg }}>
        Balance due:{' '}
        <strong>
          <Money cents={balanceCents} />
        </strong>
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField name="amount" label="Amount to pay (USD)" required inputMode="decimal" hint="Pay all of the balance or part of it." maxLength={10} />
      <p css={{ color: theme.colors.palette.neutral.onPage }}>
        You type your card into our payment provider&apos;s form below{provider ? ` (${provider})` : ''}: it never reaches us, and we keep only its brand and
        last four digits.
      </p>
      <HostedCardFields
        amountCents={amountCents}
        handleRef={card}
        onSubmit={() => (document.getElementById('payment') as HTMLFormElement | null)?.requestSubmit()}
      />
      <Button type="submit" displayType="PRIMARY" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Paying…' : 'Pay now'}
      </Button>
    </Form>
  );
}
