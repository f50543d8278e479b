// What an error log may carry: the error's kind and code, never its message or the query parameters a
// database driver puts in it (names, emails, phones, payment references would end up in the logs).
export function redacted(error: unknown): { name: string; code?: string } {
  if (!(error instanceof Error)) return { name: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
