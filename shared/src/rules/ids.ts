// Row ids are PostgreSQL integers: a whole number from 1 to 2³¹ − 1. Anything else in an address names nothing.
export const MAX_ID = 2_147_483_647;

/** An id from an address (`/obituaries/{id}`): digits only, no sign, no leading zero; or null, the caller's 404. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export const ORDER_ID_PATTERN = /^ord_[a-z0-9]{20}$/;

// A calendar day, as dates of birth and death are kept.
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
