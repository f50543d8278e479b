import { downloadFile } from '@keepsake/shared/api-client';
import type { ReportForm } from '@keepsake/shared/contract/arrangement';

/** Where a report is served: GET /api/staff/reports/{payments|orders}.csv?from=…&to=… (the link's href). */
export const reportHref = ({ report, from, to }: ReportForm) => `/api/staff/reports/${report}.csv?${new URLSearchParams({ from, to }).toString()}`;

/**
 * Downloads a CSV report through the API client (the home's host, the staff session, its errors) and hands
 * it to the browser as a file under the server's name. A fetch rather than a plain link, so that a refused
 * range or a failure is said on the page instead of replacing it with the API's JSON.
 */
export const downloadReport = (range: ReportForm): Promise<string> => downloadFile(reportHref(range), `${range.report}.csv`);
