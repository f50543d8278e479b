import { z } from 'zod';

// A typed text field that may be left blank: blank reads as missing, so optional fields stay absent.
export const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const optionalText = (max: number) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());
