import { useState, type MouseEvent } from 'react';
import type { KeepsakeDownload } from '@keepsake/shared/contract/case';
import { useTheme } from '@keepsake/shared/theme';
import { downloadKeepsakeFile } from '../api/download-keepsake-file';

const LABELS: Record<KeepsakeDownload['file'], string> = {
  archive: 'The archive (.zip): everything, opens in any browser',
  'book-a4': 'The memorial book, A4 (PDF)',
  'book-letter': 'The memorial book, US Letter (PDF)',
};

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The three files, each a real link; the click fetches it so a failure shows here. */
export function KeepsakeDownloads({ downloads }: { downloads: KeepsakeDownload[] }) {
  const theme = useTheme();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (event: MouseEvent<HTMLAnchorElement>, item: KeepsakeDownload) => {
    event.preventDefault();
    if (busy) return;
    setBusy(item.file);
    setFailed(null);
    try {
      await downloadKeepsakeFile(item.url, item.fileName);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : 'The file could not be downloaded just now. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
        {downloads.map((item) => (
          <li key={item.file}>
            <a
              href={item.url}
              download={item.fileName}
              onClick={(event) => void download(event, item)}
              aria-busy={busy === item.file}
              css={{ color: theme.colors.palette.primary.onPage, fontWeight: 600 }}
            >
              {LABELS[item.file]}
            </a>{' '}
            <span>({sizeOf(item.bytes)})</span>
            {busy === item.file ? <span role="status"> Downloading…</span> : null}
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" css={{ color: theme.colors.palette.error.onPage }}>
          {failed}
        </p>
      ) : null}
    </>
  );
}
