import { useState, type MouseEvent } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { downloadStatementPdf, statementPdfHref } from '../api/download-statement-pdf';
import { linkCss } from '../../../components/arrangement-frame';

/**
 * "Download PDF": the server-made statement (ADR 060). A real link to the file; the click fetches it, so
 * that a failure is said on the page.
 */
export function DownloadPdfLink({ caseId, revision, label = 'Download PDF' }: { caseId: number; revision?: number; label?: string }) {
  const theme = useTheme();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      await downloadStatementPdf(caseId, revision);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="no-print">
      <a href={statementPdfHref(caseId, revision)} download onClick={(event) => void download(event)} aria-busy={state === 'busy'} css={linkCss(theme)}>
        {label}
      </a>
      {state === 'busy' ? <span role="status"> Preparing the PDF…</span> : null}
      {state === 'failed' ? (
        <span role="alert" css={{ display: 'block', color: theme.colors.palette.error.onPage }}>
          The PDF could not be downloaded just now. Please try again.
        </span>
      ) : null}
    </span>
  );
}
