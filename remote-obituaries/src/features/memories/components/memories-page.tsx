import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { renderContextAtom } from '@keepsake/shared/store';
import type { Memory } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, useDocumentTitle } from '@keepsake/shared/ui';
import { PageContainer } from '../../../components/page-container';
import { toPageError } from '@keepsake/shared/page-error';
import { usePageData, useQueryClient } from '@keepsake/shared/query';
import { useObituary } from '../../../hooks/use-obituary';
import { memoriesKey, memoriesQuery } from '../api/get-memories';
import { MemoryCard } from './memory-card';
import { SHARE_MEMORY_FORM_ID } from '../../../lib/paths';
import { MemoryForm } from './memory-form';

/** /memories: the memorial wall, and a form to add to it. */
export function MemoriesPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const first = usePageData(memoriesQuery(obituary.id));
  const [posted, setPosted] = useState<Memory[]>([]);
  const [older, setOlder] = useState<Memory[]>([]);
  const [next, setNext] = useState(first.hasNext ? 2 : null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const newest = useRef<HTMLElement>(null);
  // Arriving from the obituary's "Share a memory" (#share-memory-form) opens the form at once.
  const [writing, setWriting] = useState(useLocation().hash === `#${SHARE_MEMORY_FORM_ID}`);
  const companyEmail = useAtomValue(renderContextAtom)?.company.email ?? null;
  const count = obituary.memoryCount + posted.length;
  // Report goes to the funeral home, who can hide a memory; the report names the memory and the page.
  const reportHref = (memory: Memory) =>
    companyEmail
      ? `mailto:${companyEmail}?subject=${encodeURIComponent(`Report a memory on ${obituary.fullName}'s wall`)}&body=${encodeURIComponent(
          `Memory ${memory.id} from ${memory.authorName}\n${typeof window === 'undefined' ? '' : window.location.href}\n\nWhat is wrong with it:\n`,
        )}`
      : null;
  // The memory just posted is shown where the poster can see it: at the top of the wall, scrolled to.
  useEffect(() => {
    if (posted.length === 0) return;
    newest.current?.scrollIntoView({ block: 'center' });
  }, [posted.length]);
  useDocumentTitle(`Memories of ${obituary.fullName}`, `Share a memory of ${obituary.fullName} and read what others remember.`);
  // Read the wall afresh on the next visit: it may have grown, by this visitor or others.
  useEffect(() => () => queryClient.removeQueries({ queryKey: memoriesKey(obituary.id) }), [queryClient, obituary.id]);
  if (failure) throw toPageError(failure);

  const memories = [...posted, ...first.items, ...older];
  const loadMore = async () => {
    if (next === null) return;
    setLoading(true);
    try {
      const page = await queryClient.fetchQuery(memoriesQuery(obituary.id, next));
      setOlder((current) => [...current, ...page.items]);
      setNext(page.hasNext ? next + 1 : null);
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <PageContainer>
      {/*
        Three blocks: the wall's heading, the form, the list. On a phone they stack in that order, so the form
        is one tap away above a long wall (issue 15 §4); from lg the form is a sticky column beside the wall.
      */}
      <div
        css={{
          display: 'grid',
          columnGap: theme.space.xxl,
          [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gridTemplateAreas: '"head form" "list form"', alignItems: 'start' },
        }}
      >
        <div css={{ [theme.mq.lg]: { gridArea: 'head' } }}>
          <h2 id="memory-wall" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0, marginBottom: theme.space.xs }}>
            Memories
          </h2>
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: theme.space.sm,
              marginBottom: theme.space.md,
            }}
          >
            <p aria-live="polite" css={{ margin: 0 }}>
              {count === 1 ? '1 memory shared' : `${count} memories shared`}
            </p>
            {/* On a phone the form is folded above the wall; beside it from lg, where this button is not needed. */}
            <div css={{ [theme.mq.lg]: { display: 'none' } }}>
              <Button displayType="PRIMARY" aria-expanded={writing} aria-controls={SHARE_MEMORY_FORM_ID} onClick={() => setWriting((value) => !value)}>
                Share a memory
              </Button>
            </div>
          </div>
        </div>
        <div
          css={{
            display: writing ? 'block' : 'none',
            marginBottom: theme.space.lg,
            [theme.mq.lg]: { display: 'block', gridArea: 'form', position: 'sticky', top: '1rem', marginBottom: 0 },
          }}
        >
          <MemoryForm obituary={obituary} onPosted={(memory) => setPosted((current) => [memory, ...current])} />
        </div>
        <div aria-labelledby="memory-wall" role="region" css={{ [theme.mq.lg]: { gridArea: 'list' } }}>
          {memories.length === 0 ? <p>No memories have been shared yet. Yours could be the first.</p> : null}
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
            {memories.map((memory) => (
              <MemoryCard key={memory.id} ref={memory.id === posted[0]?.id ? newest : undefined} memory={memory} reportHref={reportHref(memory)} />
            ))}
          </ol>
          {next !== null ? (
            <div css={{ marginTop: theme.space.lg, textAlign: 'center' }}>
              <Button displayType="SECONDARY" onClick={() => void loadMore()} disabled={loading}>
                {loading ? 'Loading…' : 'Show older memories'}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}
