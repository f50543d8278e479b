// Bounds the API enforces and the forms and address bars of the client repeat.
export const MAX_PAGE = 10_000;

// GET /api/web/obituaries: the search a visitor can type or put in the address.
export const OBITUARY_SEARCH = { nameMax: 100, yearMin: 1900, yearMax: 2100 } as const;

// Issue 43.8: a mailed "finish later" link, and the plan-now draft kept on the device, last this many days. Here, not
// only in the planning contract: the wizard's start page keeps its draft with it and loads no zod (ADR 122).
export const PLAN_RESUME_DAYS = 14;
