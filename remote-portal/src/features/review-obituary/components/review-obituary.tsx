import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { approvalLine, type CaseObituary, type OnBehalf } from '@keepsake/shared/contract/case';
import { OBITUARY_MAX_CHARS } from '@keepsake/shared/contract/case';
import { useQuery, useQueryClient, useChanged } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatDate } from '@keepsake/shared/time';
import { Button, toast, useHomeTimeZone } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { obituaryDraftQuery } from '../../../api/get-obituary-draft';
import { useApproveForFamily } from '../../../components/approve-for-family';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import type { TaskPageProps } from '../../../lib/task-pages';
import { approveObituary } from '../api/approve-obituary';
import { saveObituary } from '../api/save-obituary';

const AUTOSAVE_MS = 1200;
type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

/** The obituary editor: plain paragraphs, autosaved, a preview as the public page shows it, approval. */
export function ReviewObituary({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const queryClient = useQueryClient();
  const changed = useChanged();
  const query = useQuery(obituaryDraftQuery(caseDetail.id));
  const [text, setText] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const [approving, setApproving] = useState(false);
  const revision = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef<string>('');

  useEffect(() => {
    if (query.data && text === null) {
      setText(query.data.text);
      revision.current = query.data.revision;
    }
  }, [query.data, text]);

  const accept = (saved: CaseObituary) => {
    revision.current = saved.revision;
    queryClient.setQueryData(familyKeys.obituary(caseDetail.id), saved);
  };

  const save = async (value: string) => {
    if (revision.current === null) return;
    setState('saving');
    try {
      const saved = await saveObituary(caseDetail.id, value, revision.current);
      accept(saved);
      setProblem(null);
      setState(latest.current === value ? 'saved' : 'unsaved');
      void changed([['case', caseDetail.id]]);
    } catch (error) {
      // The words stay in the editor whatever happened; the family can copy them or try again.
      setState('error');
      setProblem(messageOf(error, 'Your changes are not saved yet. Check your connection; we will keep trying.'));
    }
  };

  const onChange = (value: string) => {
    setText(value);
    latest.current = value;
    setState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(value), AUTOSAVE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (state !== 'saved') event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  const approve = async (onBehalf?: OnBehalf) => {
    setApproving(true);
    try {
      clearTimeout(timer.current);
      if (state !== 'saved' && text !== null) await save(text);
      const approved = await approveObituary(caseDetail.id, onBehalf);
      accept(approved);
      void changed([['case', caseDetail.id]]);
      toast.success({ title: 'The obituary is published', description: 'The public page now shows your words.' });
    } catch (error) {
      toast.error({ title: 'The obituary was not approved', description: messageOf(error) });
    } finally {
      setApproving(false);
    }
  };

  const approval = useApproveForFamily({ access: caseDetail.access, what: 'the obituary', approve });

  if (query.error) return <p role="alert">{messageOf(query.error)}</p>;
  if (text === null || !query.data) return <p role="status">Loading the obituary…</p>;
  const data = query.data;
  const canApprove = caseDetail.access !== 'HELPER';
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  const statusText =
    state === 'saving'
      ? 'Saving…'
      : state === 'unsaved'
        ? 'Unsaved changes'
        : state === 'error'
          ? 'Not saved'
          : data.status === 'APPROVED'
            ? 'Saved and approved'
            : 'Saved as a draft';

  return (
    <div css={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <p role="status" aria-live="polite" data-testid="save-state" css={{ margin: 0, fontWeight: 600 }}>
          {statusText}
        </p>
        <Button displayType="SECONDARY" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
          {preview ? 'Back to editing' : 'Preview'}
        </Button>
      </div>
      {problem ? (
        <p role="alert" css={{ color: theme.colors.palette.error.onPage, margin: 0 }}>
          {problem}{' '}
          <Button size="sm" displayType="SECONDARY" onClick={() => void save(text)}>
            Save again
          </Button>
        </p>
      ) : null}
      {preview ? (
        <article aria-label="Preview of the public page" css={{ ...cardStyle(theme), fontSize: fontSizes.lg, lineHeight: 1.7 }}>
          <h2 css={{ fontFamily: theme.fonts.heading, marginTop: 0 }}>{caseDetail.fullName}</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      ) : (
        <div css={{ display: 'grid', gap: theme.space.xs }}>
          <label htmlFor="obituary-text" css={{ fontWeight: 600 }}>
            The obituary
          </label>
          <p id="obituary-hint" css={{ margin: 0 }}>
            Write in plain words; leave an empty line between paragraphs. Your changes save themselves.
          </p>
          <textarea
            id="obituary-text"
            aria-describedby="obituary-hint"
            value={text}
            maxLength={OBITUARY_MAX_CHARS}
            onChange={(event) => onChange(event.target.value)}
            rows={16}
            css={{ font: 'inherit', fontSize: fontSizes.md, lineHeight: 1.6, padding: theme.space.sm, width: '100%', boxSizing: 'border-box' }}
          />
        </div>
      )}
      <div css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.sm }}>
        {data.status === 'APPROVED' && state === 'saved' ? (
          <p css={{ margin: 0 }}>
            {data.approver ? approvalLine(data.approver) : 'Approved'}
            {data.approvedAt ? ` on ${formatDate(data.approvedAt, timeZone)}` : ''}.{' '}
            {data.publicPath ? <Link to={data.publicPath}>See the public page</Link> : null}
          </p>
        ) : (
          <p css={{ margin: 0 }}>
            The public page shows the obituary once {canApprove ? 'you approve it' : 'the family’s primary contact approves it'}. A change after approval needs
            approving again.
          </p>
        )}
        {canApprove ? (
          <Button onClick={approval.start} disabled={approving || (data.status === 'APPROVED' && state === 'saved')}>
            {approving ? 'Approving…' : 'Approve and publish'}
          </Button>
        ) : null}
      </div>
      {approval.dialog}
    </div>
  );
}
