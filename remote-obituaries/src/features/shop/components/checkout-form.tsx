import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf, messageOf, newIdempotencyKey, statusOf } from '@keepsake/shared/api-client';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_LIMITS as LIMITS,
  checkoutFormSchema,
  MAX_QUANTITY,
  type CheckoutBody,
  type CheckoutForm,
  type Order,
  type PendingOrder,
  deliveryIsOpen,
  priceOrder,
  type Obituary,
  type ProductDetail,
} from '@keepsake/shared/contract/obituary';
import { obituaryPath } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { formatEventDay, formatTime } from '@keepsake/shared/time';
import { applyApiFieldErrors, Form, FormAlert, RadioGroupField, SelectField, TextAreaField, TextField, useZodForm } from '@keepsake/shared/forms';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { HostedCardFields, type CardFieldsHandle } from '@keepsake/shared/payments';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { confirmOrder, isPlaced, orderQuery, placeOrder } from '../api/order';
import { DeliveryCutoffs, upcomingEvents } from './delivery-cutoffs';
import { PriceBreakdown } from './price-breakdown';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.xl}` }}>
      <legend css={{ padding: 0, marginBottom: theme.space.md, fontFamily: theme.fonts.heading, fontSize: fontSizes.xl }}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every field checked with SPEC §5 messages before and after the API sees it. The card is typed into the
 * payment provider's hosted fields and goes to the provider only; the order carries its one-time token (ADR 100).
 */
export function CheckoutForm({ obituary, product }: { obituary: Obituary; product: ProductDetail }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const timeZone = useHomeTimeZone();
  const [alert, setAlert] = useState<string | null>(null);
  const card = useRef<CardFieldsHandle>(null);
  // One key per attempt: a double click or a retry after a lost answer is the same order, never a second charge.
  const attempt = useRef<string | null>(null);
  const queryClient = useQueryClient();
  // A placed order goes in the cache: the thanks page shows it without asking again.
  const remember = (order: Order | PendingOrder) => {
    if (isPlaced(order)) queryClient.setQueryData(orderQuery(obituary.id, order.id).queryKey, order);
  };
  const placing = useMutation({
    mutationFn: ({ body, key }: { body: CheckoutBody; key: string }) => placeOrder(obituary.id, body, key),
    onSuccess: remember,
  });
  const confirming = useMutation({ mutationFn: (orderId: string) => confirmOrder(obituary.id, orderId), onSuccess: remember });
  // Only services whose delivery cut-off has not passed can receive a delivery (the API refuses the others).
  const upcoming = upcomingEvents(obituary).filter((event) => deliveryIsOpen(event.startsAt, product.terms));
  const form = useZodForm({
    schema: checkoutFormSchema,
    defaultValues: {
      productId: product.id,
      variantId: (product.variants[0] ? String(product.variants[0].id) : '') as unknown as number,
      quantity: '1' as unknown as number,
      deliveryMethod: upcoming.length > 0 ? 'EVENT' : 'ADDRESS',
      eventId: (upcoming[0] ? String(upcoming[0].id) : '') as unknown as number,
      recipientName: '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      cardMessage: '',
      cardSignature: '',
      purchaser: { name: '', email: '', phone: '' },
    },
  });
  const method = form.watch('deliveryMethod');
  const quantity = Number(form.watch('quantity')) || 1;
  const variantId = Number(form.watch('variantId'));
  const isTree = product.kind === 'TREE';
  // The same computation the API charges with, from the terms it sent; what it charges is its own.
  const unitPriceCents = product.variants.find((variant) => variant.id === variantId)?.priceCents ?? product.priceCents;
  const price = priceOrder({ unitPriceCents, quantity, kind: product.kind, terms: product.terms });

  const submit = async (body: CheckoutForm) => {
    setAlert(null);
    const tokenized = await card.current?.tokenize();
    if (!tokenized || 'problem' in tokenized) {
      setAlert(tokenized?.problem === 'invalid' ? 'Please check the card details.' : 'The card form did not answer. Please try again.');
      return;
    }
    attempt.current ??= newIdempotencyKey('checkout');
    try {
      let order = await placing.mutateAsync({ body: { ...body, payment: { token: tokenized.token } }, key: attempt.current });
      // The bank asks the cardholder first (3-D Secure): its step in the provider's frame, then we ask the provider.
      if (order.payment.status === 'PENDING' && order.payment.nextAction) {
        await card.current?.completeNextAction(order.payment.nextAction);
        order = await confirming.mutateAsync(order.id);
      }
      if (order.payment.status !== 'APPROVED') {
        setAlert('Your bank has not confirmed the payment yet. Please wait a moment and press Place order again; you will not be charged twice.');
        return;
      }
      navigate(obituaryPath(obituary, `shop/order/${order.id}/thanks`));
    } catch (error) {
      applyApiFieldErrors(error, form.setError, [...CHECKOUT_FIELDS]);
      if (statusOf(error) === 402) {
        // Declined: the next try is a new order with a new key; the card number is typed again.
        attempt.current = null;
        card.current?.clearNumber();
        setAlert(messageOf(error, 'Your card was declined.'));
      } else if (Object.keys(fieldErrorsOf(error)).length === 0) {
        setAlert('Your order could not be placed just now. Your card has not been charged. Please try again.');
      } else setAlert('Please check the highlighted fields.');
    }
  };

  const two = { display: 'grid', gap: `0 ${theme.space.md}`, [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' } } as const;
  return (
    <Form id="checkout" form={form} onSubmit={submit} css={{ maxWidth: '40rem' }}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Section title={isTree ? 'Your tree' : 'Your flowers'}>
        {product.variants.length > 0 ? (
          <RadioGroupField
            name="variantId"
            legend="Size"
            required
            options={product.variants.map((variant) => ({
              value: String(variant.id),
              label: `${variant.name}, ${formatPrice(variant.priceCents)}`,
              description: variant.description,
            }))}
          />
        ) : null}
        <SelectField
          name="quantity"
          label="Quantity"
          placeholder={false}
          options={Array.from({ length: MAX_QUANTITY }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
        />
      </Section>
      <Section title={isTree ? 'Where to send the certificate' : 'Delivery'}>
        <DeliveryCutoffs obituary={obituary} terms={product.terms} />
        <RadioGroupField
          name="deliveryMethod"
          legend={isTree ? 'Send the certificate' : 'Deliver to'}
          required
          options={[
            ...(upcoming.length > 0 ? [{ value: 'EVENT', label: 'A service', description: 'We deliver in time for the service you choose.' }] : []),
            { value: 'ADDRESS', label: 'An address', description: 'For example the family home.' },
          ]}
        />
        {method === 'EVENT' ? (
          <SelectField
            name="eventId"
            label="Service"
            required
            options={upcoming.map((event) => ({
              value: String(event.id),
              label: `${event.title}, ${formatEventDay(event.startsAt, timeZone)} at ${formatTime(event.startsAt, timeZone, { zone: true })}, ${event.placeName}`,
            }))}
          />
        ) : (
          <>
            <TextField name="recipientName" label="Recipient" required autoComplete="shipping name" maxLength={LIMITS.recipientName} />
            <TextField name="line1" label="Street address" required autoComplete="shipping address-line1" maxLength={LIMITS.line1} />
            <TextField name="line2" label="Apartment, suite (optional)" autoComplete="shipping address-line2" maxLength={LIMITS.line2} />
            <div css={two}>
              <TextField name="city" label="City" required autoComplete="shipping address-level2" maxLength={LIMITS.city} />
              <TextField name="region" label="State" required autoComplete="shipping address-level1" maxLength={LIMITS.region} />
            </div>
            <TextField name="postalCode" label="ZIP code" required autoComplete="shipping postal-code" maxLength={LIMITS.postalCode} />
          </>
        )}
      </Section>
      <Section title="Card message">
        <TextAreaField name="cardMessage" label="Message" hint={`Optional, up to ${LIMITS.cardMessage} characters`} rows={3} maxLength={LIMITS.cardMessage} />
        <TextField name="cardSignature" label="Signed from" required hint="For example: With love, the Carver family" maxLength={LIMITS.cardSignature} />
      </Section>
      <Section title="Your details">
        <TextField name="purchaser.name" label="Full name" required autoComplete="name" maxLength={LIMITS.purchaserName} />
        <div css={two}>
          <TextField name="purchaser.email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} />
          <TextField name="purchaser.phone" label="Phone" type="tel" required autoComplete="tel" maxLength={LIMITS.phone} />
        </div>
      </Section>
      <Section title="Payment">
        <p css={{ marginTop: 0, color: theme.colors.palette.neutral.onPage }}>
          You type your card into our payment provider&apos;s form below: it never reaches us, and we keep only its last four digits.
        </p>
        <HostedCardFields
          amountCents={price.totalCents}
          handleRef={card}
          onSubmit={() => (document.getElementById('checkout') as HTMLFormElement | null)?.requestSubmit()}
        />
      </Section>
      <PriceBreakdown price={price} taxRateBasisPoints={product.terms.taxRateBasisPoints} />
      <Button type="submit" displayType="PRIMARY" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Placing order…' : 'Place order'}
      </Button>
    </Form>
  );
}
