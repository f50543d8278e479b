import { notFound } from '@keepsake/shared/page-error';

// SPEC §2/§8: an obituary id must be numeric, otherwise the page is a 404 "Page Not Found".
export function parseObituaryId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}
