// The global error page's exact texts (SPEC §2).
export interface ErrorContent {
  title: string;
  headline?: string;
  text: string;
}

const NOT_FOUND_TEXT = "The page you're looking for might have been removed, or it could be an old link.";
const UNAVAILABLE_TEXT = "The page you're looking for is temporarily unavailable. Please try again later.";

interface StatusLike {
  status?: unknown;
  label?: unknown;
}

export function errorContent(error: unknown): ErrorContent {
  if (error === null || error === undefined) return { title: 'There was an error', text: UNAVAILABLE_TEXT };
  const { status, label } = error as StatusLike;
  if (status === 404) {
    return { title: '404 - Page Not Found', headline: "Sorry, we can't find that page", text: NOT_FOUND_TEXT };
  }
  if (typeof status !== 'number') return { title: 'There was an error', text: UNAVAILABLE_TEXT };
  const message = typeof label === 'string' && label ? label : 'Error';
  return { title: `${status} - ${message}`, text: UNAVAILABLE_TEXT };
}
