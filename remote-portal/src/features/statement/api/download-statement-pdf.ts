import { apiClient } from '@keepsake/shared/api-client';
import { familyPaths } from '@keepsake/shared/rules';

/** Where the statement's PDF is served (the current revision, or an earlier signed one by number): the link's href. */
export const statementPdfHref = (caseId: number, revision?: number) =>
  `${familyPaths.statementPdf(caseId)}${revision !== undefined ? `?revision=${revision}` : ''}`;

/**
 * GET /api/family/cases/{caseId}/statement/pdf: downloads the statement's PDF through the API client (the
 * site's host, the session, its errors), kept as a file the browser saves under the server's name. A fetch
 * rather than a plain link so that a failure is said in words on the page.
 */
export async function downloadStatementPdf(caseId: number, revision?: number): Promise<void> {
  const { blob, name } = await apiClient.get(familyPaths.statementPdf(caseId), {
    query: revision !== undefined ? { revision } : undefined,
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.pdf',
    }),
  });
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
