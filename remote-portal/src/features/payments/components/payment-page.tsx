import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@keepsake/shared/api-client';
import { centsToDollars, dollarsToCents, formatCents, paymentFormSchema, type PaymentForm } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, usePageQuery, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { statementQuery } from '../../../api/get-statement';
import { ArrangementFrame, cardCss, linkCss, Loading, Money } from '../../../components/arrangement-frame';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { messageOf } from '../../../lib/message-of';
import { chargeCard } from '../api/charge-card';
import { paymentConnectQuery } from '../api/connect-payments';

const FIELDS = ['card.nameOnCard', 'card.cardNumber', 'card.expiry', 'card.cvc'];

/**
 * statement/payment: pay all or part of the balance by card. One idempotency key per attempt: a double
 * click or a retry after a lost answer sends the same key and is never charged twice; a declined card
 * gets a new key for the next try, says why, and keeps everything typed but the card number.
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
  const client = useQueryClient();
  const { caseDetail, casePath } = useCaseOutlet();
  const key = useRef(newIdempotencyKey());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm({
    schema: paymentFormSchema,
    defaultValues: { amount: centsToDollars(Math.max(balanceCents, 0)), card: { nameOnCard: '', cardNumber: '', expiry: '', cvc: '' } },
  });
  const charge = useMutation({
    mutationFn: (body: PaymentForm) => chargeCard(caseDetail.id, { amountCents: dollarsToCents(body.amount), idempotencyKey: key.current, card: body.card }),
    onSettled: () => client.invalidateQueries({ queryKey: familyKeys.arrangementAll(caseDetail.id) }),
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
    try {
      const payment = await charge.mutateAsync(body);
      navigate(`${casePath}/statement/payment/${payment.paymentId}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        // Declined: a new attempt gets a new key; everything typed stays but the card number.
        key.current = newIdempotencyKey();
        form.setValue('card.cardNumber', '');
        applyApiFieldErrors(error, form.setError, FIELDS);
        setAlert(messageOf(error));
        return;
      }
      if (error instanceof ApiError && error.status === 400) key.current = newIdempotencyKey();
      const unmatched = applyApiFieldErrors(error, form.setError, ['amount', ...FIELDS]);
      setAlert(unmatched[0] ?? messageOf(error, 'The payment could not be completed just now. If you try again you will not be charged twice.'));
    }
  };

  const two = { display: 'grid', gap: `0 ${theme.space.md}`, gridTemplateColumns: '1fr 1fr' } as const;
  return (
    <Form id="payment" form={form} onSubmit={submit}>
      <p css={{ marginTop: 0, fontSize: '1.1rem' }}>
        Balance due:{' '}
        <strong>
          <Money cents={balanceCents} />
        </strong>
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField name="amount" label="Amount to pay (USD)" required inputMode="decimal" hint="Pay all of the balance or part of it." maxLength={10} />
      <p css={{ color: theme.colors.palette.neutral.onPage }}>
        Your card goes to our payment provider{provider ? ` (${provider})` : ''}; we keep only its brand and last four digits.
      </p>
      <TextField name="card.nameOnCard" label="Name on card" required autoComplete="cc-name" maxLength={80} />
      <TextField name="card.cardNumber" label="Card number" required autoComplete="cc-number" mask="#### #### #### ####" />
      <div css={two}>
        <TextField name="card.expiry" label="Expiry (MM/YY)" required autoComplete="cc-exp" mask="##/##" />
        <TextField name="card.cvc" label="Security code" required autoComplete="cc-csc" mask="####" />
      </div>
      <Button type="submit" displayType="PRIMARY" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Paying…' : 'Pay now'}
      </Button>
    </Form>
  );
}
