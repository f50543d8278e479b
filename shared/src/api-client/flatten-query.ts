export type QueryValue = string | number | boolean | Date | null | undefined | QueryObject | QueryValue[];
export interface QueryObject {
  [key: string]: QueryValue;
}

// SPEC §7: nested objects become dotted keys ({ a: { b: 1 } } → a.b=1), arrays repeat their key
// (ids=1&ids=2), and undefined or null values are left out rather than sent as "undefined".
export function flattenQuery(query: QueryObject, prefix = ''): [string, string][] {
  return Object.entries(query).flatMap(([key, value]) => flattenValue(prefix ? `${prefix}.${key}` : key, value));
}

function flattenValue(key: string, value: QueryValue): [string, string][] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => flattenValue(key, item));
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (typeof value === 'object') return flattenQuery(value, key);
  return [[key, String(value)]];
}
