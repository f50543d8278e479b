// Bounds the API enforces and the forms and address bars of the client repeat.
export const MAX_PAGE = 10_000;

// GET /api/web/obituaries: the search a visitor can type or put in the address.
export const OBITUARY_SEARCH = { nameMax: 100, yearMin: 1900, yearMax: 2100 } as const;
