import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_TEXT_CHARACTERS, PLAIN_TEXT_MESSAGE } from '@keepsake/shared/contract';
import { badRequest, notFound } from '../lib/http-error';

// Deeper than any form the product has (the render context, the deepest document, is written by staff
// through its own route and is well under this).
export const MAX_INPUT_DEPTH = 32;

type Finding = { kind: 'depth' } | { kind: 'text'; path: string } | null;

// Walks a parsed body, query or params without recursion (a hostile depth cannot overflow the stack).
export function inspectInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): Finding {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (FORBIDDEN_TEXT_CHARACTERS.test(current)) return { kind: 'text', path: path.join('.') };
    } else if (current && typeof current === 'object') {
      if (path.length >= maxDepth) return { kind: 'depth' };
      for (const [key, child] of Object.entries(current)) {
        if (FORBIDDEN_TEXT_CHARACTERS.test(key)) return { kind: 'text', path: path.join('.') };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

// What PostgreSQL would refuse (NUL and other control characters in text) or what would exhaust the
// stack further on (deep nesting) is refused for every route before its handler runs, with the field
// named: a 400 by construction, not a 500 found case by case (issue 13). The contract's
// plainTextSchema gives the browser the same rule and message.
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const finding = inspectInput(value);
      if (!finding) continue;
      // A path that cannot name anything is a 404, as for an id that is not numeric (SPEC §2).
      if (part === 'params') throw notFound('Nothing exists at this address.');
      if (finding.kind === 'depth') throw badRequest(`The request ${part} is nested too deeply.`);
      const field = finding.path || part;
      throw badRequest(`Please check the request: ${field} (${PLAIN_TEXT_MESSAGE}).`, { [field]: PLAIN_TEXT_MESSAGE });
    }
  });
}
