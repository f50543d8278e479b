import { apiClient } from '@keepsake/shared/api-client';
import type { ReportForm } from '@keepsake/shared/contract';

/** Where a report is served: GET /api/staff/reports/{payments|orders}.csv?from=…&to=… (the link's href). */
export const reportHref = ({ report, from, to }: ReportForm) => `/api/staff/reports/${report}.csv?${new URLSearchParams({ from, to }).toString()}`;

/**
 * Downloads a CSV report through the API client (the home's host, the staff session, its errors) and hands
 * it to the browser as a file under the server's name. A fetch rather than a plain link, so that a refused
 * range or a failure is said on the page instead of replacing it with the API's JSON.
 */
export async function downloadReport(range: ReportForm): Promise<string> {
  const { blob, name } = await apiClient.get(reportHref(range), {
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${range.report}.csv`,
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
  return name;
}
