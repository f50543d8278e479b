import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Global } from '@emotion/react';
import {
  approvalLine,
  approveOverQuestion,
  type OnBehalf,
  type ReviewComment,
  type StationeryApproveBody,
  type StationeryDoc,
} from '@keepsake/shared/contract/case';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { fontSizes, useTheme, visuallyHidden } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import type { TaskPageProps } from '../../../lib/task-pages';
import { useApproveForFamily } from '../../../components/approve-for-family';
import { approveStationery } from '../api/approve-stationery';
import { commentStationery } from '../api/comment-stationery';
import { CommentForm } from '../../../components/comment-form';
import { stationeryQuery } from '../api/get-stationery';

/** The folder, prayer card and thank-you card (review-stationery), or one of them (review-stationery/{item}). */
export function ReviewStationery({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const { item } = useParams();
  const { casePath } = useCaseOutlet();
  const queryClient = useQueryClient();
  const query = useQuery(stationeryQuery(caseDetail.id));
  // Asked before approving over open change requests (issue 43 point 5).
  const [confirming, setConfirming] = useState(false);
  const approveWrite = useMutation({
    mutationFn: (body: StationeryApproveBody) => approveStationery(caseDetail.id, body),
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (stationery) => queryClient.setQueryData(familyKeys.stationery(caseDetail.id), stationery),
  });
  const approving = approveWrite.isPending;
  const approve = async (onBehalf?: OnBehalf) => {
    const overrideOpenRequests = (query.data?.comments ?? []).some((comment) => comment.state === 'OPEN');
    try {
      await approveWrite.mutateAsync({ overrideOpenRequests, onBehalf });
      setConfirming(false);
      toast.success({ title: 'The stationery is approved', description: 'The funeral home will print it as you see it.' });
    } catch (error) {
      toast.error({ title: 'The stationery was not approved', description: messageOf(error) });
    }
  };

  const approveFlow = useApproveForFamily({ access: caseDetail.access, what: 'the stationery', approve });
  if (query.error) return <p role="alert">{messageOf(query.error)}</p>;
  if (!query.data) return <p role="status">Loading the stationery…</p>;
  const { items, approval, comments } = query.data;
  const shown = item ? items.filter((doc) => doc.type === item) : items;
  if (item && shown.length === 0) return <p role="alert">There is no stationery called “{item}”.</p>;
  const canApprove = caseDetail.access !== 'HELPER';
  const open = comments.filter((comment) => comment.state === 'OPEN');

  return (
    <div css={{ marginTop: theme.space.lg, display: 'grid', gap: theme.space.lg }}>
      <Global styles={{ '@media print': { 'header, footer, nav, .no-print': { display: 'none !important' } }, '@page': { margin: '0.5in' } }} />
      <div className="no-print" css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.sm }}>
        <p role="status" css={{ margin: 0, fontWeight: 600 }}>
          {approval.approved
            ? `${approvalLine({ name: approval.approvedBy ?? '', onBehalf: approval.onBehalf })}.`
            : approval.outOfDate
              ? 'Approved before, but it has changed since: please look again.'
              : 'Not approved yet.'}
        </p>
        {canApprove && confirming && open.length > 0 ? (
          <ApproveOver open={open} approving={approving} onApprove={() => approveFlow.start()} onCancel={() => setConfirming(false)} />
        ) : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {canApprove && !confirming ? (
            <Button onClick={() => (open.length > 0 ? setConfirming(true) : approveFlow.start())} disabled={approving || approval.approved}>
              {approving ? 'Approving…' : 'Approve the stationery'}
            </Button>
          ) : null}
          <Button displayType="SECONDARY" onClick={() => window.print()}>
            Print
          </Button>
          {item ? <Link to={`${casePath}/review-stationery`}>All stationery</Link> : null}
        </div>
      </div>
      {shown.map((doc) => (
        <section key={doc.type} aria-labelledby={`doc-${doc.type}`}>
          <h2 id={`doc-${doc.type}`} css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl }}>
            {item ? doc.title : <Link to={`${casePath}/review-stationery/${doc.type}`}>{doc.title}</Link>}{' '}
            <small css={{ fontWeight: 400, fontSize: fontSizes.md }}>
              ({doc.widthIn} × {doc.heightIn} in)
            </small>
          </h2>
          <div css={{ display: 'grid', gap: theme.space.lg }}>
            {doc.pages.map((page) => (
              <StationeryPage
                key={page.type}
                doc={doc}
                page={page}
                comments={comments.filter((c) => c.itemType === doc.type && c.pageType === page.type)}
                caseId={caseDetail.id}
              />
            ))}
          </div>
        </section>
      ))}
      {approveFlow.dialog}
    </div>
  );
}

// The question before approving over open requests: who asked what; focus moves to it.
function ApproveOver({ open, approving, onApprove, onCancel }: { open: ReviewComment[]; approving: boolean; onApprove: () => void; onCancel: () => void }) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="alert" css={{ display: 'grid', gap: theme.space.xs }}>
      <p css={{ margin: 0 }}>{approveOverQuestion(open)}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        <Button onClick={onApprove} disabled={approving}>
          {approving ? 'Approving…' : 'Approve anyway'}
        </Button>
        <Button displayType="SECONDARY" onClick={onCancel} disabled={approving}>
          Not yet
        </Button>
      </div>
    </div>
  );
}

const STATE_WORDS = { OPEN: '', SETTLED: ' (settled by the funeral home)', OVERRIDDEN: ' (approved over)' } as const;

function StationeryPage({
  doc,
  page,
  comments,
  caseId,
}: {
  doc: StationeryDoc;
  page: StationeryDoc['pages'][number];
  comments: ReviewComment[];
  caseId: number;
}) {
  const theme = useTheme();
  // Fitted to a phone's width the proof's words are about 10 px: "Enlarge" shows it at its printed size, scrolled
  // sideways, so every word can be read before approving.
  const [enlarged, setEnlarged] = useState(false);
  const fieldId = `comment-${doc.type}-${page.type}`;
  const name = `${doc.title}, ${page.type}`;
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <h3 css={{ margin: 0, fontSize: fontSizes.lg, textTransform: 'capitalize' }}>{page.type}</h3>
        <Button size="sm" displayType="SECONDARY" className="no-print" aria-pressed={enlarged} onClick={() => setEnlarged((on) => !on)}>
          {enlarged ? 'Fit to screen' : 'Enlarge'}
          <span css={visuallyHidden}> the {name.toLowerCase()}</span>
        </Button>
      </div>
      <div
        role={enlarged ? 'region' : undefined}
        aria-label={enlarged ? `${name}, enlarged` : undefined}
        tabIndex={enlarged ? 0 : undefined}
        css={{ overflowX: enlarged ? 'auto' : 'visible', maxWidth: '100%' }}
      >
        <div
          aria-label={name}
          role="img"
          data-testid={`proof-${doc.type}-${page.type}`}
          css={{
            width: enlarged ? `${doc.widthIn * 96}px` : '100%',
            maxWidth: enlarged ? 'none' : `${doc.widthIn * 64}px`,
            aspectRatio: `${doc.widthIn} / ${doc.heightIn}`,
            border: '1px solid #8a8a8a',
            background: '#fffdf8',
            color: '#222',
            boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
            padding: '6%',
            boxSizing: 'border-box',
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '0.5rem',
            textAlign: 'center',
            fontFamily: 'Georgia, serif',
            fontSize: enlarged ? fontSizes.lg : 'clamp(0.6rem, 2.4vw, 0.95rem)',
            '@media print': { width: `${doc.widthIn}in`, maxWidth: 'none', breakAfter: 'page', boxShadow: 'none' },
          }}
        >
          {page.imageUrl ? <img src={page.imageUrl} alt="" css={{ width: '45%', aspectRatio: '1', objectFit: 'cover', borderRadius: '50%' }} /> : null}
          {page.heading ? <strong css={{ fontSize: '1.3em' }}>{page.heading}</strong> : null}
          {page.lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </div>
      </div>
      <div className="no-print" css={{ display: 'grid', gap: theme.space.xs }}>
        {comments.length > 0 ? (
          <ul aria-label={`Comments on the ${page.type}`} css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {comments.map((comment) => (
              <li key={comment.id}>
                <strong>{comment.authorName}:</strong> {comment.text}
                {STATE_WORDS[comment.state]}
              </li>
            ))}
          </ul>
        ) : null}
        <CommentForm
          id={fieldId}
          label={`Comment on the ${doc.title.toLowerCase()}, ${page.type}`}
          caseId={caseId}
          send={(text) => commentStationery(caseId, doc.type, page.type, text)}
          sendingLabel="Sending…"
        />
      </div>
    </div>
  );
}
