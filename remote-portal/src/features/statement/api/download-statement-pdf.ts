import { downloadFile } from '@keepsake/shared/api-client';
import { familyPaths } from '@keepsake/shared/rules/family';

/** Where the statement's PDF is served (the current revision, or an earlier signed one by number): the link's href. */
export const statementPdfHref = (caseId: number, revision?: number) =>
  `${familyPaths.statementPdf(caseId)}${revision !== undefined ? `?revision=${revision}` : ''}`;

/**
 * GET /api/family/cases/{caseId}/statement/pdf: downloads the statement's PDF through the API client (the
 * site's host, the session, its errors), kept as a file the browser saves under the server's name. A fetch
 * rather than a plain link so that a failure is said in words on the page.
 */
export async function downloadStatementPdf(caseId: number, revision?: number): Promise<void> {
  await downloadFile(familyPaths.statementPdf(caseId), 'statement.pdf', { query: revision !== undefined ? { revision } : undefined });
}
