import { obituaryListSchema, shopSchema } from '@keepsake/shared/contract';
import { checkoutBody } from '../../../testing/checkout-body';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../../testing/test-app';

// Issue 25 point 8: payments and orders as CSV by date range, staff of this home only, safe in a spreadsheet.
describe('staff reports', () => {
  const { t, who, call } = signedInApp();
  // The home's day (Willowbrook is in New York): what "today" means on the report.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

  beforeAll(async () => {
    expect(
      (await call('POST', `/api/family/cases/${who.rosaId}/payments/offline`, who.staff, { method: 'CHECK', amountCents: 12_345, reference: '=1+2' }))
        .statusCode,
    ).toBe(201);
    const obituaryId = obituaryListSchema.parse((await t.app.inject({ url: '/api/web/obituaries?name=Eleanor%20Hartwell', headers: DEMO_HOST })).json())
      .items[0]!.id;
    const product = shopSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${obituaryId}/shop`, headers: DEMO_HOST })).json()).products[0]!;
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/shop/orders`,
      headers: DEMO_HOST,
      payload: checkoutBody({ productId: product.id, purchaser: { name: '@SUM(1+1)', email: 'report@example.com', phone: '(555) 123-4567' } }),
    });
    expect(order.statusCode).toBe(201);
  }, 60_000);

  const url = (name: string, from = today, to = today) => `/api/staff/reports/${name}.csv?from=${from}&to=${to}`;

  it('reconciles card payments by the provider reference: gross, refunds, fee, net, and the total; staff only', async () => {
    expectError(await call('GET', url('reconciliation'), who.family), 403);
    const response = await call('GET', url('reconciliation'), who.staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${today}-to-${today}.csv"`);
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe('Date,Kind,For,Provider,Provider reference,Gross,Refunds,Fee,Net,Our reference');
    // The check recorded at the desk is no card payment: only the shop order is here.
    const [order] = await t.app.database.query<{ id: string; payment_reference: string; total_cents: number; fee_cents: number }>(
      `SELECT id, payment_reference, total_cents, fee_cents FROM shop_order WHERE purchaser_email = 'report@example.com'`,
    );
    const gross = order!.total_cents / 100;
    const fee = order!.fee_cents / 100;
    expect(order!.fee_cents).toBe(Math.round(order!.total_cents * 0.029) + 30);
    const line = lines.find((entry) => entry.includes(order!.payment_reference))!;
    expect(line).toContain(
      `,Shop order,Eleanor Grace Hartwell,sandbox,${order!.payment_reference},${gross},0,${-fee},${Number((gross - fee).toFixed(2))},${order!.id}`,
    );
    expect(lines.some((entry) => entry.includes('CHECK') || entry.includes('=1+2'))).toBe(false);
    expect(lines.at(-1)).toMatch(/^Total,,,,,/);
  });

  it('answers only staff of this home', async () => {
    expectError(await call('GET', url('payments'), undefined), 401);
    expectError(await call('GET', url('payments'), who.family), 403);
    expectError(await call('GET', url('orders'), who.family), 403);
  });

  it('refuses dates that are not dates, a range backwards and one longer than a year', async () => {
    expect(expectError(await call('GET', url('payments', '2026-02-30'), who.staff), 400).fieldErrors).toHaveProperty('from');
    expect(expectError(await call('GET', url('orders', '2026-03-02', '2026-03-01'), who.staff), 400).fieldErrors).toHaveProperty('to');
    expectError(await call('GET', url('orders', '2024-01-01', '2026-01-01'), who.staff), 400);
  });

  it('exports the day’s payments as a CSV file, a formula kept as text', async () => {
    const response = await call('GET', url('payments'), who.staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payments-${today}-to-${today}.csv"`);
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe('Date,Kind,Case,Method,Amount,Reference,Paid by,Payment,Note');
    const check = lines.find((line) => line.includes(',CHECK,'))!;
    expect(check).toContain('Payment,Rosa');
    // The home's clock, its zone named, as every page writes it (ADR 095).
    expect(check).toMatch(new RegExp(`^${today} \\d{2}:\\d{2} E[SD]T,Payment,`));
    expect(check).toContain(',123.45,');
    expect(check).toContain(`,'=1+2`);
  });

  it('exports the day’s orders; none from another day or another home', async () => {
    const body = (await call('GET', url('orders'), who.staff)).body;
    expect(body).toContain(`'@SUM(1+1)`);
    expect(body).toContain(',report@example.com');
    const yesterday = (await call('GET', url('orders', '2020-01-01', '2020-01-02'), who.staff)).body;
    expect(yesterday.trim().split('\r\n')).toHaveLength(1);
    const theirs = (await call('GET', url('orders'), who.otherSite, undefined, SECOND_HOST)).body;
    expect(theirs).not.toContain('report@example.com');
  });
});
