import { RejectedFileError } from '../../lib/media-process';

// Decoding is what a photo costs: a few kilobytes of single-colour PNG can claim 60 megapixels, and twenty
// of them in one request took 6 s of CPU (issue 22). So besides the per-file cap (MAX_PIXELS) the pixels a
// request and an account may have decoded are bounded, counted from each file's header before a pixel is
// decoded. A family's phone photos (12 MP) fit a dozen to a request and well over a hundred in ten minutes.
export interface PixelLimits {
  perRequest: number;
  perAccount: number;
  windowMs: number;
}

export const PIXEL_LIMITS: PixelLimits = { perRequest: 150_000_000, perAccount: 1_500_000_000, windowMs: 10 * 60_000 };

const megapixels = (pixels: number) => `${new Intl.NumberFormat('en-US').format(Math.round(pixels / 1_000_000))} megapixels`;

/** Charges one file's pixels, or refuses the file (not decoded) with why. */
export type ChargePixels = (fileName: string, pixels: number) => void;

export interface PixelBudget {
  forRequest(accountId: string): ChargePixels;
}

// Per process, like the upload rate limits (ADR 006): several API processes each allow their share.
export function createPixelBudget(limits: PixelLimits = PIXEL_LIMITS, now = () => Date.now()): PixelBudget {
  const accounts = new Map<string, { since: number; used: number }>();
  const forget = (at: number) => {
    for (const [id, entry] of accounts) if (at - entry.since >= limits.windowMs) accounts.delete(id);
  };
  return {
    forRequest(accountId) {
      let requestUsed = 0;
      return (fileName, pixels) => {
        const at = now();
        if (accounts.size > 10_000) forget(at);
        let account = accounts.get(accountId);
        if (!account || at - account.since >= limits.windowMs) {
          account = { since: at, used: 0 };
          accounts.set(accountId, account);
        }
        if (requestUsed + pixels > limits.perRequest) {
          throw new RejectedFileError(
            413,
            `${fileName} was not opened: one upload may hold photos of at most ${megapixels(limits.perRequest)} in all. Please send it again on its own.`,
          );
        }
        if (account.used + pixels > limits.perAccount) {
          throw new RejectedFileError(
            429,
            `${fileName} was not opened: you have sent photos of more than ${megapixels(limits.perAccount)} in a short time. Please wait a few minutes, then send the rest.`,
          );
        }
        requestUsed += pixels;
        account.used += pixels;
      };
    },
  };
}
