// Row ids are PostgreSQL integers: a whole number from 1 to 2³¹ − 1. Anything else in an address names nothing.
export const MAX_ID = 2_147_483_647;

// The one spelling of an id in an address, a query or a form: digits only, no sign, no leading zero, no
// spaces, no hex, exponent or decimal point (`1e0`, `01`, `0x1`, `1.0`, ` 1` name nothing). The contract's
// numericIdSchema and parseId below both read ids with it (issue 22).
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** An id from an address (`/obituaries/{id}`): ID_PATTERN within MAX_ID; or null, the caller's 404. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export const ORDER_ID_PATTERN = /^ord_[a-z0-9]{20}$/;

// A calendar day, as dates of birth and death are kept.
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
