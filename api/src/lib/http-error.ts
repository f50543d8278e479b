import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@keepsake/shared/contract';
import { STATUS_LABELS } from '@keepsake/shared/messages';

export function statusLabel(statusCode: number): string {
  // The labels SPEC §8 names; anything else falls back to Node's reason phrase.
  return STATUS_LABELS[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error';
}

// Thrown by routes and plugins; the error handler turns it into an apiErrorSchema body.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(statusCode: number, message: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return { statusCode, error: statusLabel(statusCode), message, ...(fieldErrors ? { fieldErrors } : {}) };
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.', fieldErrors?: Record<string, string>) => new HttpError(403, message, fieldErrors);
export const notFound = (message: string) => new HttpError(404, message);
