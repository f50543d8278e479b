import { ApiError } from '@keepsake/shared/api-client';
import { authTokenAtom, keepsakeStore, stripBearer } from '@keepsake/shared/store';

/** Where the statement's PDF is served (the current revision, or an earlier signed one by number). */
export const statementPdfPath = (caseId: number, revision?: number) =>
  `/api/family/cases/${caseId}/statement/pdf${revision !== undefined ? `?revision=${revision}` : ''}`;

/**
 * Downloads the statement's PDF. Not a JSON call, so not the API client: the same headers by hand (the
 * site's host; a token only when the auth state holds one, as for non-browser clients, the browser's
 * session being its cookie), the answer kept as a file the browser saves under the server's name. A
 * fetch rather than a plain link so that a failure is said in words on the page.
 */
export async function downloadStatementPdf(caseId: number, revision?: number): Promise<void> {
  const token = stripBearer(keepsakeStore.get(authTokenAtom) ?? null);
  const response = await fetch(statementPdfPath(caseId, revision), {
    credentials: 'include',
    headers: { Accept: 'application/pdf', 'X-Host': location.hostname, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText || undefined);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.pdf';
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
