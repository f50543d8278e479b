import type { FastifyInstance } from 'fastify';
import { CARD_NUMBER_REFUSED_MESSAGE, containsCardNumber } from '@keepsake/shared/contract';
import { badRequest } from '../lib/http-error';

/**
 * No route of ours takes a card number (ADR 100, PCI DSS SAQ-A): card data goes only into the provider's
 * hosted fields. A body or query that carries one anyway (an old client, a visitor typing it into a
 * message) is refused for every route before validation, naming the field but never echoing or logging
 * the value: the error body holds only the field's path and the message.
 */
export function registerCardNumberGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = cardNumberField(request.body) ?? cardNumberField(request.query);
    if (field !== null) throw badRequest(CARD_NUMBER_REFUSED_MESSAGE, { [field || 'body']: CARD_NUMBER_REFUSED_MESSAGE });
  });
}

/** The text with every card-number-looking run of digits masked, for logs (a query string, a path). */
export function maskCardNumbers(text: string): string {
  return text.replace(/\d(?:[ -]|%20)?(?:\d(?:[ -]|%20)?){11,17}\d/g, (run) => (containsCardNumber(decodeURIComponent(run)) ? '[card number removed]' : run));
}

/** The dotted path of the first string holding a card number ('' for the body itself), or null. */
export function cardNumberField(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string' || typeof current === 'number') {
      if (containsCardNumber(String(current))) return path.join('.');
    } else if (current && typeof current === 'object' && path.length < 32) {
      for (const [key, child] of Object.entries(current)) stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
