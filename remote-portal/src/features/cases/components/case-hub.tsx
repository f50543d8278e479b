import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { usePageQuery, useQuery } from '@keepsake/shared/query';
import { sessionAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { lazyNamed, Progress, useHomeTimeZone } from '@keepsake/shared/ui';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { Section } from '../../../components/section';
import { formatDateTime } from '@keepsake/shared/time';
import { TaskList } from '../../../components/task-list';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { useSignOutOn401 } from '../../../hooks/use-sign-out-on-401';
import { PersonCard } from '../../../components/person-card';
import { MemorialLink } from './memorial-link';
import { NextThing } from './next-thing';
import { caseHomeReads } from '../api/case-home-reads';

// Staff only (ADR 023), and below the fold: its code (and the RSVP read's) is not on a family's first load of
// the case home (issue 44, the case page's bytes).
const EventRsvps = lazyNamed(() => import('./event-rsvps'), 'EventRsvps');

/**
 * /family-portal/{id}/{name}: the one next thing first (issue 43.6), the person, the family's tasks at the
 * centre, the service events.
 */
export function CaseHub() {
  const theme = useTheme();
  const { caseDetail, casePath } = useCaseOutlet();
  const session = useAtomValue(sessionAtom);
  const timeZone = useHomeTimeZone();
  const myId = session.status === 'authenticated' ? session.user.id : null;
  // Started with the case's own read by the case layout (case-home-reads.ts); here they are read from the cache.
  const reads = caseHomeReads(caseDetail.id);
  const tasks = usePageQuery(reads.tasks);
  // The family line and the memorial link have their own answers; their failure does not take the page down.
  const members = useQuery(reads.members);
  const draft = useQuery(reads.draft);
  useSignOutOn401(members.error);
  const items = tasks?.items ?? [];
  const done = items.filter((task) => task.status === 'COMPLETE').length;
  const accepted = members.data?.items.filter((member) => member.status === 'ACCEPTED').length ?? 0;
  const invited = members.data?.items.filter((member) => member.status === 'INVITED').length ?? 0;
  // Issue 44: the page draws once, when all it shows is in (the three requests run side by side). Drawn in
  // parts, the next thing and the memorial arrived above what was already on screen and the page jumped
  // (CLS 0.6 on a phone); the loading state is the case layout's, so the swap is one step.
  if (!tasks || members.isPending || draft.isPending) return <PortalLoading label="Opening the case…" />;

  return (
    <PortalPage title={caseDetail.fullName} heading={`Arrangements for ${caseDetail.fullName}`} crumbs={[{ label: 'Family Portal', to: '/family-portal' }]}>
      <NextThing tasks={items} casePath={casePath} myId={myId} />

      <div css={{ marginBottom: theme.space.xl }}>
        <PersonCard person={caseDetail} />
      </div>

      <Section title="Tasks">
        <div css={{ marginBottom: theme.space.md }}>
          <p css={{ margin: `0 0 ${theme.space.xs}` }}>
            {done} of {items.length} tasks complete
          </p>
          <Progress value={done} max={items.length || 1} label="Tasks complete" />
        </div>
        <TaskList tasks={items} casePath={casePath} myId={myId} />
      </Section>

      {caseDetail.events.length > 0 ? (
        <Section title="Service">
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
            {caseDetail.events.map((event) => (
              <li key={`${event.kind}-${event.startsAt}`}>
                <strong>{event.title}</strong>: <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, timeZone, { weekday: true })}</time>,{' '}
                {event.placeName}, {event.address}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <MemorialLink data={draft.data} />

      {caseDetail.access === 'STAFF' ? (
        <Suspense fallback={null}>
          <EventRsvps caseDetail={caseDetail} />
        </Suspense>
      ) : null}

      <Section title="The keepsake">
        <p>The whole memorial to keep: an archive that opens offline and a memorial book to print.</p>
        <Link to={`${casePath}/keepsake`} css={{ color: theme.colors.palette.primary.onPage, fontWeight: 600 }}>
          The keepsake: archive and memorial book
        </Link>
      </Section>

      <Section title="Family">
        <p>
          {members.data
            ? `${accepted} ${accepted === 1 ? 'member' : 'members'} of the family ${accepted === 1 ? 'has' : 'have'} joined${invited ? `, ${invited} invited` : ''}.`
            : 'Loading the family…'}
        </p>
        <Link to={`${casePath}/family`} css={{ color: theme.colors.palette.primary.onPage, fontWeight: 600 }}>
          Family members and invitations
        </Link>
      </Section>
    </PortalPage>
  );
}
