import { REFUND_KEY_PATTERN } from '@keepsake/shared/contract/obituary';
import { newIdempotencyKey } from './idempotency-key';
import { createApiClient } from './create-api-client';
import { fakeFetch } from '../testing/fake-fetch';

// The case payment's key (shared/src/contract/case-payments.ts), the narrowest of them.
const KEY = /^[A-Za-z0-9_-]{16,80}$/;

describe('newIdempotencyKey', () => {
  it('makes a new key for each attempt, in the form every payment contract accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(KEY);
      expect(key).toMatch(REFUND_KEY_PATTERN);
    }
  });

  it('names what the key is for when asked', () => {
    expect(newIdempotencyKey('checkout')).toMatch(/^checkout-[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey('refund')).toMatch(KEY);
  });

  it('works where randomUUID does not exist (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('the idempotencyKey request option', () => {
  it('sends the key as the Idempotency-Key header', async () => {
    const { fetchImpl, lastCall } = fakeFetch({ body: {} });
    const client = createApiClient({ getToken: () => null, getHost: () => 'demo.example', getTimeZone: () => 'UTC', fetchImpl });
    await client.post('/orders', { body: {}, idempotencyKey: 'checkout-0123456789abcdef' });
    expect((lastCall().init.headers as Record<string, string>)['Idempotency-Key']).toBe('checkout-0123456789abcdef');
    await client.post('/orders', { body: {} });
    expect(lastCall().init.headers).not.toHaveProperty('Idempotency-Key');
  });
});
