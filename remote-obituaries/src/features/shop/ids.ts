import { notFound } from '@keepsake/shared/page-error';
import { ORDER_ID_PATTERN, parseId } from '@keepsake/shared/rules';

export function parseProductId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

export function parseOrderId(raw: string | undefined): string {
  if (!raw || !ORDER_ID_PATTERN.test(raw)) throw notFound();
  return raw;
}
