import { notFound } from '@keepsake/shared/page-error';

export function parseProductId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}

export function parseOrderId(raw: string | undefined): string {
  if (!raw || !/^ord_[a-z0-9]{20}$/.test(raw)) throw notFound();
  return raw;
}
