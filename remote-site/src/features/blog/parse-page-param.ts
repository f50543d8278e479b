// ?page=N: a whole number from 1; absent means 1; anything else is not a page of the blog (null).
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}

// /blog/article/{id}: a positive whole number, or null.
export function parseArticleId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
