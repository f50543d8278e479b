import { and, eq } from 'drizzle-orm';
import { isTimeZone } from '@keepsake/shared/time';
import type { Db } from '../../db/client';
import { siteContexts } from '../../db/schema';

// The funeral home as the price list and the statement name it: from the approved site context.
export async function companyOf(db: Db, siteId: string) {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, 'approved')))
    .limit(1);
  const document = row?.document as
    | {
        company?: { name?: string; phoneNumber?: string };
        settings?: { timeZone?: string };
        locations?: { address?: { line1?: string; line2?: string; city?: string; region?: string; postalCode?: string } }[];
      }
    | undefined;
  const address = document?.locations?.[0]?.address;
  return {
    name: document?.company?.name ?? '',
    phone: document?.company?.phoneNumber ?? '',
    // The home's time zone (site settings): the statement's dates are in it, not the server's.
    timeZone: validTimeZone(document?.settings?.timeZone),
    address: address
      ? [address.line1, address.line2, `${address.city ?? ''}, ${address.region ?? ''} ${address.postalCode ?? ''}`.trim()].filter(Boolean).join(', ')
      : '',
  };
}

function validTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  return isTimeZone(zone) ? zone : 'UTC';
}
