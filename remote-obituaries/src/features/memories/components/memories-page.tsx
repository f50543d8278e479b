import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import type { Memory } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { Button, useDocumentTitle } from '@keepsake/shared/ui';
import { PageContainer } from '../../../components/page-container';
import { toPageError } from '@keepsake/shared/page-error';
import { usePageData, useQueryClient } from '@keepsake/shared/query';
import { useObituary } from '../../../hooks/use-obituary';
import { memoriesKey, memoriesQuery } from '../api/get-memories';
import { MemoryCard } from './memory-card';
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
      <div css={{ display: 'grid', gap: theme.space.xxl, [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } }}>
        <section aria-labelledby="memory-wall">
          <h2 id="memory-wall" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: '1.6rem', marginTop: 0, marginBottom: theme.space.xs }}>
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
            {/* On a phone the form is below the wall: one tap reaches it. */}
            <a
              href="#share-memory-form"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById('share-memory-form')?.scrollIntoView({ block: 'start' });
                document.querySelector<HTMLElement>('#share-memory-form input')?.focus({ preventScroll: true });
              }}
              css={{
                color: theme.colors.palette.primary.onPage,
                fontWeight: 600,
                minHeight: '2.75rem',
                display: 'inline-flex',
                alignItems: 'center',
                [theme.mq.lg]: { display: 'none' },
              }}
            >
              Write a memory
            </a>
          </div>
          {memories.length === 0 ? <p>No memories have been shared yet. Yours could be the first.</p> : null}
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
            {memories.map((memory) => (
              <MemoryCard key={memory.id} ref={memory.id === posted[0]?.id ? newest : undefined} memory={memory} reportHref={reportHref(memory)} />
            ))}
          </ol>
          {next !== null ? (
            <div css={{ marginTop: theme.space.lg, textAlign: 'center' }}>
              <Button displayType="SECONDARY" onClick={loadMore} disabled={loading}>
                {loading ? 'Loading…' : 'Show older memories'}
              </Button>
            </div>
          ) : null}
        </section>
        <MemoryForm obituary={obituary} onPosted={(memory) => setPosted((current) => [memory, ...current])} />
      </div>
    </PageContainer>
  );
}
