import { HttpError } from './http-error';

// "First one wins" writes (issue 37 point 4): five sign-ups with one invitation at the same moment, two
// operators creating one host. Each checks first, but the check and the write are not one step, so the
// losers meet the unique index: that is their answer, a 409 with the message of the thing already taken,
// never a 500. Wrap the write in firstOneWins; any unique violation a route does not wrap still leaves as a
// 409 (plugins/errors.ts), with UNIQUE_CONFLICT.

export const UNIQUE_CONFLICT = 'Someone else made this change at the same moment. Please reload the page to see it.';

/** The unique index a database error (or the error it caused) violated: its name, or '' when unnamed; null when none. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Runs `write`; when it loses a race on a unique index, throws the 409 `conflict` makes of that index's name
 * (a message, or a function of the constraint for writes that can lose on several).
 */
export async function firstOneWins<T>(write: () => Promise<T>, conflict: string | ((constraint: string) => HttpError)): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw typeof conflict === 'string' ? new HttpError(409, conflict) : conflict(constraint);
  }
}
