import { notFound } from '@keepsake/shared/page-error';
import { parseId } from '@keepsake/shared/rules';

// SPEC §2/§8: an obituary id must be numeric (in the contract's id range), otherwise the page is a 404 "Page Not Found".
export function parseObituaryId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
