import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import type { CaseMedia, MediaUpdateBody } from '@keepsake/shared/contract/case';
import { MEDIA_DESCRIPTION_MAX, MUSIC_ACCEPT, MUSIC_MAX_BYTES, PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@keepsake/shared/contract/case';
import { useQuery, useQueryClient, useChanged } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, Progress, toast } from '@keepsake/shared/ui';
import type { FamilyMediaPath } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { mediaQuery } from '../../../api/get-media';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import { captionMedia } from '../api/caption-media';
import { deleteMedia } from '../api/delete-media';
import { orderMedia } from '../api/order-media';
import { uploadMedia } from '../api/upload-media';

interface Pending {
  id: string;
  file: File;
  progress: number;
  status: 'uploading' | 'failed' | 'done';
  error?: string;
  handle?: ReturnType<typeof uploadMedia>;
}

const UNDO_MS = 6000;
const labels = {
  photos: { noun: 'photo', nouns: 'photos', accept: PHOTO_ACCEPT, max: PHOTO_MAX_BYTES, hint: 'JPEG, PNG or WebP, up to 25 MB each.' },
  music: { noun: 'song', nouns: 'songs', accept: MUSIC_ACCEPT, max: MUSIC_MAX_BYTES, hint: 'MP3 or M4A, up to 50 MB each.' },
  'case-photo': {
    noun: 'portrait',
    nouns: 'portrait',
    accept: PHOTO_ACCEPT,
    max: PHOTO_MAX_BYTES,
    hint: 'One photo, JPEG, PNG or WebP, up to 25 MB. We crop it square.',
  },
} as const;

/**
 * Upload by picker or drag and drop, many at once, a progress bar per file, retry of a failed one; then the
 * list: thumbnails, captions, reorder, delete with undo. Used by upload-photos, upload-music and
 * upload-obituary-photo.
 */
export function MediaUploader({ caseId, path, portraitUrl }: { caseId: number; path: FamilyMediaPath; portraitUrl?: string | null }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const changed = useChanged();
  const text = labels[path];
  const listPath = path === 'case-photo' ? null : path;
  const media = useQuery(mediaQuery(caseId, path));
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState<Set<number>>(new Set());
  const [portrait, setPortrait] = useState<string | null>(portraitUrl ?? null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const refresh = useCallback(() => void changed([['case', caseId]]), [changed, caseId]);

  const start = useCallback(
    (item: Pending) => {
      const update = (patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === item.id ? { ...p, ...patch } : p)));
      if (item.file.size > text.max) {
        update({ status: 'failed', error: `${item.file.name} is larger than ${Math.round(text.max / 1048576)} MB, the most a ${text.noun} may be.` });
        return;
      }
      const handle = uploadMedia(caseId, path, item.file, (fraction) => update({ progress: Math.round(fraction * 100) }));
      update({ status: 'uploading', progress: 0, error: undefined, handle });
      handle.promise.then(
        (result) => {
          const rejected = result.rejected[0];
          if (rejected) update({ status: 'failed', error: rejected.message });
          else {
            update({ status: 'done', progress: 100 });
            if (path === 'case-photo' && result.items[0]) setPortrait(result.items[0].url);
          }
          refresh();
        },
        (error: Error) => update({ status: 'failed', error: error.message }),
      );
    },
    [caseId, path, refresh, text],
  );

  const add = (files: FileList | File[]) => {
    const chosen = Array.from(files).slice(0, path === 'case-photo' ? 1 : 50);
    const items: Pending[] = chosen.map((file, index) => ({ id: `${Date.now()}-${index}-${file.name}`, file, progress: 0, status: 'uploading' }));
    setPending((list) => [...list, ...items]);
    items.forEach(start);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) add(event.dataTransfer.files);
  };

  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  // Delete with undo: the file leaves the list at once and is deleted for good when the undo time is up.
  const remove = (item: CaseMedia) => {
    if (!listPath) return;
    setRemoving((set) => new Set(set).add(item.id));
    const timer = setTimeout(() => {
      timers.current.delete(item.id);
      deleteMedia(caseId, listPath, item.id).then(refresh, (error) => {
        setRemoving((set) => {
          const next = new Set(set);
          next.delete(item.id);
          return next;
        });
        toast.error({ title: `${item.fileName} was not removed`, description: messageOf(error) });
      });
    }, UNDO_MS);
    timers.current.set(item.id, timer);
    toast({
      title: `${item.fileName} removed`,
      duration: UNDO_MS,
      progress: true,
      actions: [
        {
          label: 'Undo',
          onClick: () => {
            clearTimeout(timers.current.get(item.id));
            timers.current.delete(item.id);
            setRemoving((set) => {
              const next = new Set(set);
              next.delete(item.id);
              return next;
            });
          },
        },
      ],
    });
  };

  const items = (media.data?.items ?? []).filter((item) => !removing.has(item.id));
  const move = (index: number, by: -1 | 1) => {
    if (!listPath) return;
    const all = media.data?.items ?? [];
    const ids = all.map((item) => item.id);
    const from = ids.indexOf(items[index]!.id);
    const to = ids.indexOf(items[index + by]!.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    queryClient.setQueryData(familyKeys.media(caseId, path), { ...media.data!, items: ids.map((id) => all.find((item) => item.id === id)!) });
    orderMedia(caseId, listPath, ids).then(refresh, (error) => {
      toast.error({ title: 'The new order was not saved', description: messageOf(error) });
      refresh();
    });
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        css={{
          ...cardStyle(theme),
          borderStyle: 'dashed',
          borderWidth: 2,
          textAlign: 'center',
          padding: theme.space.lg,
          background: dragging ? theme.colors.secondary : theme.colors.background,
        }}
      >
        {/* Only where dragging is possible: a phone or tablet (no hover, a coarse pointer) gets the button alone. CSS, not
            script, so the served page is already right. */}
        <p css={{ margin: `0 0 ${theme.space.sm}`, fontSize: fontSizes.lg, '@media (hover: none), (pointer: coarse)': { display: 'none' } }}>
          Drag {path === 'case-photo' ? 'a photo' : text.nouns} here, or
        </p>
        <Button onClick={() => inputRef.current?.click()}>Choose {path === 'case-photo' ? 'a photo' : text.nouns}</Button>
        <input
          ref={inputRef}
          type="file"
          aria-label={`Choose ${text.nouns}`}
          accept={text.accept}
          multiple={path !== 'case-photo'}
          css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
        <p css={{ margin: `${theme.space.sm} 0 0` }}>{text.hint}</p>
      </div>

      {pending.length > 0 ? (
        <ul aria-label="Uploads" css={{ listStyle: 'none', padding: 0, margin: `${theme.space.md} 0`, display: 'grid', gap: theme.space.sm }}>
          {pending.map((item) => (
            <li key={item.id} css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.xs }}>
              <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.file.name}</span>
              {item.status === 'failed' ? (
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
                  <span role="alert" css={{ color: theme.colors.palette.error.onPage }}>
                    {item.error}
                  </span>
                  <Button size="sm" displayType="SECONDARY" onClick={() => start(item)}>
                    Try {item.file.name} again
                  </Button>
                  <Button size="sm" displayType="SECONDARY" color="neutral" onClick={() => setPending((list) => list.filter((p) => p.id !== item.id))}>
                    Dismiss
                  </Button>
                </div>
              ) : (
                <Progress value={item.progress} label={`Uploading ${item.file.name}`} showLabel={false} />
              )}
              <span aria-live="polite">{item.status === 'done' ? 'Uploaded' : item.status === 'uploading' ? `${item.progress}%` : ''}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {path === 'case-photo' ? (
        portrait ? (
          <figure css={{ margin: `${theme.space.lg} 0` }}>
            <img src={portrait} alt="The portrait as the public page shows it" width={240} height={240} css={{ borderRadius: '50%', objectFit: 'cover' }} />
            <figcaption>The portrait on the public page and the case.</figcaption>
          </figure>
        ) : null
      ) : (
        <section aria-label={`Your ${text.nouns}`} css={{ marginTop: theme.space.lg }}>
          <h2 css={{ fontSize: fontSizes.xl }}>
            {items.length} {items.length === 1 ? text.noun : text.nouns}
          </h2>
          {items.some((item) => item.needsDescription) ? (
            <p>
              {items.filter((item) => item.needsDescription).length} of them {items.filter((item) => item.needsDescription).length === 1 ? 'is' : 'are'} not on
              the public page yet: a photo goes there once its caption or description says what it shows.
            </p>
          ) : null}
          <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md }}>
            {items.map((item, index) => (
              <MediaRow
                key={item.id}
                item={item}
                isFirst={index === 0}
                isLast={index === items.length - 1}
                onUp={() => move(index, -1)}
                onDown={() => move(index, 1)}
                onRemove={() => remove(item)}
                onText={(body) =>
                  void captionMedia(caseId, listPath!, item.id, body).then(refresh, (error) =>
                    toast.error({
                      title: body.description === undefined ? 'The caption was not saved' : 'The description was not saved',
                      description: messageOf(error),
                    }),
                  )
                }
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function MediaRow({
  item,
  isFirst,
  isLast,
  onUp,
  onDown,
  onRemove,
  onText,
}: {
  item: CaseMedia;
  isFirst: boolean;
  isLast: boolean;
  onUp(): void;
  onDown(): void;
  onRemove(): void;
  onText(body: MediaUpdateBody): void;
}) {
  const theme = useTheme();
  const [caption, setCaption] = useState(item.caption);
  const [description, setDescription] = useState(item.description);
  useEffect(() => setCaption(item.caption), [item.caption]);
  useEffect(() => setDescription(item.description), [item.description]);
  const captionId = `caption-${item.id}`;
  const descriptionId = `description-${item.id}`;
  const noteId = `needs-description-${item.id}`;
  const field = { font: 'inherit', padding: '0.5rem', minHeight: 44, boxSizing: 'border-box', width: '100%' } as const;
  // Issue 42: a photo goes on the public pages once it says what it shows, by its caption or its description.
  const undescribed = item.kind === 'PHOTO' && item.needsDescription;
  return (
    <li css={{ ...cardStyle(theme), display: 'grid', gridTemplateColumns: item.kind === 'PHOTO' ? '96px 1fr' : '1fr', gap: theme.space.sm }}>
      {item.kind === 'PHOTO' ? (
        <img
          src={item.thumbUrl ?? item.url}
          alt={item.description || item.caption || item.fileName}
          width={96}
          height={item.width && item.height ? Math.round((96 * item.height) / item.width) : 96}
          css={{ objectFit: 'cover', borderRadius: 4, width: 96, height: 'auto' }}
        />
      ) : (
        <audio controls preload="none" src={item.url} aria-label={item.fileName} css={{ width: '100%' }} />
      )}
      <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
        <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.fileName}</span>
        {undescribed ? (
          <p id={noteId} css={{ margin: 0, color: theme.colors.palette.warning.onPage, fontWeight: 600 }}>
            Not on the public page yet: add a caption or a description of what the photo shows.
          </p>
        ) : null}
        <label htmlFor={captionId}>Caption</label>
        <input
          id={captionId}
          value={caption}
          maxLength={300}
          aria-describedby={undescribed ? noteId : undefined}
          onChange={(event) => setCaption(event.target.value)}
          onBlur={() => caption !== item.caption && onText({ caption })}
          css={field}
        />
        {item.kind === 'PHOTO' ? (
          <>
            <label htmlFor={descriptionId}>What the photo shows (read aloud to people who cannot see it)</label>
            <input
              id={descriptionId}
              value={description}
              maxLength={MEDIA_DESCRIPTION_MAX}
              aria-describedby={undescribed ? noteId : undefined}
              onChange={(event) => setDescription(event.target.value)}
              onBlur={() => description !== item.description && onText({ description })}
              css={field}
            />
          </>
        ) : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
          <Button size="sm" displayType="SECONDARY" disabled={isFirst} onClick={onUp} aria-label={`Move ${item.fileName} up`}>
            Up
          </Button>
          <Button size="sm" displayType="SECONDARY" disabled={isLast} onClick={onDown} aria-label={`Move ${item.fileName} down`}>
            Down
          </Button>
          <Button size="sm" displayType="SECONDARY" color="error" onClick={onRemove} aria-label={`Remove ${item.fileName}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
