import { useEffect, useRef, useState } from 'react';
import { approvalLine, type OnBehalf } from '@keepsake/shared/contract/case';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import type { TaskPageProps } from '../../../lib/task-pages';
import { useApproveForFamily } from '../../../components/approve-for-family';
import { approveVideo } from '../api/approve-video';
import { commentVideo } from '../api/comment-video';
import { CommentForm } from '../../../components/comment-form';
import { videoQuery } from '../api/get-video';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** The tribute video played in the page (photos in order over the music), timed comments, approval. */
export function ReviewVideo({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const query = useQuery(videoQuery(caseDetail.id));
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);
  const duration = query.data?.durationSeconds ?? 0;
  // Where playback stands, for the clock to resume from; a ref so each tick does not restart the clock.
  const position = useRef(0);
  useEffect(() => {
    if (!playing) return;
    const started = Date.now() - position.current * 1000;
    const tick = setInterval(() => {
      const now = (Date.now() - started) / 1000;
      if (now >= duration) {
        position.current = 0;
        setPlaying(false);
        setTime(0);
        audio.current?.pause();
      } else {
        position.current = now;
        setTime(now);
      }
    }, 250);
    return () => clearInterval(tick);
  }, [playing, duration]);
  const approval = useMutation({
    mutationFn: (onBehalf?: OnBehalf) => approveVideo(caseDetail.id, onBehalf),
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (video) => queryClient.setQueryData(familyKeys.video(caseDetail.id), video),
  });
  const approve = async (onBehalf?: OnBehalf) => {
    try {
      await approval.mutateAsync(onBehalf);
      toast.success({ title: 'The tribute video is approved' });
    } catch (error) {
      toast.error({ title: 'The video was not approved', description: messageOf(error) });
    }
  };
  const approveFlow = useApproveForFamily({ access: caseDetail.access, what: 'the tribute video', approve });
  if (query.error) return <p role="alert">{messageOf(query.error)}</p>;
  if (!query.data) return <p role="status">Loading the video…</p>;
  const video = query.data;
  const slide = video.slides[Math.min(video.slides.length - 1, Math.floor(time / video.secondsPerSlide))];
  const canApprove = caseDetail.access !== 'HELPER';
  const toggle = () => {
    if (playing) audio.current?.pause();
    else void audio.current?.play().catch(() => undefined);
    setPlaying(!playing);
  };
  if (video.slides.length === 0) return <p css={{ marginTop: theme.space.lg }}>The video is made from your photos: upload photos first.</p>;
  return (
    <div css={{ marginTop: theme.space.lg, display: 'grid', gap: theme.space.md }}>
      <figure css={{ margin: 0, background: '#111', color: '#fff', aspectRatio: '16 / 9', position: 'relative', overflow: 'hidden', borderRadius: 4 }}>
        {slide ? <img src={slide.url} alt={slide.caption || 'A photo of the video'} css={{ width: '100%', height: '100%', objectFit: 'contain' }} /> : null}
        {slide?.caption ? (
          <figcaption css={{ position: 'absolute', bottom: 0, left: 0, right: 0, padding: '0.5rem', background: 'rgba(0,0,0,0.7)' }}>
            {slide.caption}
          </figcaption>
        ) : null}
      </figure>
      {video.musicUrl ? <audio ref={audio} src={video.musicUrl} preload="none" /> : null}
      <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={toggle}>{playing ? 'Pause' : 'Play'}</Button>
        <span aria-live="off">
          {clock(time)} / {clock(duration)}
        </span>
      </div>
      <div css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.xs }}>
        <CommentForm
          id="video-comment"
          label={`Comment at ${clock(time)}`}
          caseId={caseDetail.id}
          send={(text) => commentVideo(caseDetail.id, text, Math.floor(time))}
        />
        {video.comments.length > 0 ? (
          <ul aria-label="Comments on the video" css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {video.comments.map((comment) => (
              <li key={comment.id}>
                <strong>
                  {clock(comment.atSeconds ?? 0)} {comment.authorName}:
                </strong>{' '}
                {comment.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.sm }}>
        <p role="status" css={{ margin: 0 }}>
          {video.approval.approved
            ? `${approvalLine({ name: video.approval.approvedBy ?? '', onBehalf: video.approval.onBehalf })}.`
            : video.approval.outOfDate
              ? 'Changed since it was approved.'
              : 'Not approved yet.'}
        </p>
        {canApprove ? (
          <div>
            <Button onClick={approveFlow.start} disabled={video.approval.approved}>
              Approve the video
            </Button>
          </div>
        ) : null}
      </div>
      {approveFlow.dialog}
    </div>
  );
}
