import { MAX_PAGE } from '@keepsake/shared/rules';

// ?page=N: a whole number from 1 to the contract's last page; absent means 1; anything else is not a page of the blog (null).
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value) || Number(value) > MAX_PAGE) return null;
  return Number(value);
}
