import { CARD_NUMBER_REFUSED_MESSAGE } from '@keepsake/shared/contract';
import { testConfig } from '../config';
import { edgeHost } from '../testing/test-app';
import { migrate } from '../db/migrate';
import { seedDemo } from '../seed';
import { createServer } from '../server';
import { maskCardNumbers } from './card-number-guard';

// Issue 41: no route of ours takes a card number. A body carrying one is refused with 400 before any
// handler or validation sees it, and the number appears nowhere: not in the answer, not in the log.
describe('a card number sent to our API', () => {
  const lines: string[] = [];
  const previousLevel = process.env.LOG_LEVEL;
  let app: Awaited<ReturnType<typeof createServer>>;

  beforeAll(async () => {
    // Everything logged, down to trace, into `lines`.
    process.env.LOG_LEVEL = 'trace';
    app = await createServer({ ...testConfig(), logger: true }, { logStream: { write: (line) => void lines.push(line) } });
    await migrate(app.database);
    await seedDemo(app.database.db);
  }, 90_000);
  afterAll(async () => {
    process.env.LOG_LEVEL = previousLevel;
    await app.close();
  });

  it.each([
    [
      'a family payment with the old card fields',
      '/api/family/cases/1/payments',
      { amountCents: 1000, idempotencyKey: 'k'.repeat(20), card: { cardNumber: '4242424242424242' } },
      'card.cardNumber',
    ],
    ['a shop order', '/api/web/obituaries/1/shop/orders', { productId: 1, payment: { cardNumber: '4000 0027 6000 3184', cvc: '123' } }, 'payment.cardNumber'],
    ['a contact message', '/api/web/contact', { name: 'A', message: 'my card is 5555-5555-5555-4444 exp 12/30' }, 'message'],
  ])('%s is refused with 400 naming the field; the number is not in the answer or the log', async (_name, url, payload, field) => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url, headers: edgeHost('localhost'), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CARD_NUMBER_REFUSED_MESSAGE, fieldErrors: { [field]: CARD_NUMBER_REFUSED_MESSAGE } });
    const digits = JSON.stringify(payload).match(/\d[\d -]{12,22}\d/)![0];
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [response.body, ...lines]) {
      expect(text).not.toContain(digits);
      expect(text.replace(/[\s-]/g, '')).not.toContain(digits.replace(/[\s-]/g, ''));
    }
  });

  it('a card number in the address is masked in the log', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/web/obituaries?name=4242%204242%204242%204242', headers: edgeHost('localhost') });
    expect(lines.join('\n')).not.toMatch(/4242(%20| )?4242(%20| )?4242(%20| )?4242/);
    expect(maskCardNumbers('/x?n=4242424242424242&p=(555) 123-4567')).toBe('/x?n=[card number removed]&p=(555) 123-4567');
  });

  it('ids, phone numbers and dates are not card numbers', async () => {
    expect(maskCardNumbers('/api/family/cases/12/payments/pay_abc?from=2026-01-01')).toBe('/api/family/cases/12/payments/pay_abc?from=2026-01-01');
  });
});
