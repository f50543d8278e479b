import type { CSSObject } from '@emotion/react';
import { Suspense, useState } from 'react';
import type { Obituary, ServiceEvent } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { useQuery } from '@keepsake/shared/query';
import { formatEventDay, formatTimeRange } from '@keepsake/shared/time';
import { visuallyHidden, useHomeTimeZone, useHydrated, VisitorTime, lazyNamed } from '@keepsake/shared/ui';
import { myRsvpsQuery } from '../api/my-rsvps';
import { eventIcs, eventStatus, googleCalendarHref, icsHref, mapHref, outlookCalendarHref, type EventStatus } from '../calendar';

const RsvpForm = lazyNamed(() => import('./rsvp-form'), 'RsvpForm');

const STATUS_LABEL: Record<EventStatus, string> = { today: 'Today', upcoming: 'Upcoming', past: 'Past' };

/** Visitation, service and committal: when, whether it is today, where, a map, a livestream, a calendar. */
export function ServiceEvents({ obituary }: { obituary: Obituary }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const linkStyle: CSSObject = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    color: theme.colors.palette.primary.onPage,
    fontWeight: 600,
    '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
  };
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <section aria-labelledby="service-events">
      <h2 id="service-events" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0 }}>
        Services
      </h2>
      {obituary.events.length === 0 ? <p>Service details will be shared here by the family.</p> : null}
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
        {obituary.events.map((event) => {
          const status = eventStatus(event, timeZone);
          return (
            <li
              key={event.id}
              data-print-keep=""
              css={{
                padding: theme.space.lg,
                borderRadius: theme.radii.card,
                background: theme.colors.surface,
                boxShadow: '0 1px 2px rgba(0,0,0,0.06), 0 4px 16px rgba(0,0,0,0.04)',
                opacity: status === 'past' ? 0.85 : 1,
              }}
            >
              <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.space.sm, flexWrap: 'wrap' }}>
                <h3 css={{ margin: '0 0 0.5rem', fontSize: fontSizes.lg }}>{event.title}</h3>
                <StatusBadge status={status} />
              </div>
              <p css={{ margin: 0, fontWeight: 600 }}>{formatEventDay(event.startsAt, timeZone)}</p>
              <p css={{ margin: '0 0 0.5rem' }}>
                {formatTimeRange(event.startsAt, event.endsAt, timeZone)}
                <VisitorTime start={event.startsAt} />
              </p>
              <p css={{ margin: 0 }}>{event.placeName}</p>
              <p css={{ margin: '0 0 0.5rem', color: theme.colors.palette.neutral.onPage }}>{event.address}</p>
              <div data-print-hide="" css={{ display: 'flex', flexWrap: 'wrap', columnGap: theme.space.lg }}>
                {event.livestreamUrl ? (
                  <a href={event.livestreamUrl} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                    {status === 'past' ? 'Watch the recording' : 'Watch the livestream'}
                    <span css={visuallyHidden}> of the {event.title} (opens in a new tab)</span>
                  </a>
                ) : null}
                {status === 'past' ? null : (
                  <a href={mapHref(event)} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                    Map<span css={visuallyHidden}> to {event.placeName} (opens in a new tab)</span>
                  </a>
                )}
              </div>
              {status === 'past' ? null : <CalendarChoices event={event} obituary={obituary} pageUrl={pageUrl} linkStyle={linkStyle} />}
              {status !== 'past' && event.rsvp ? <Rsvp obituaryId={obituary.id} event={event} linkStyle={linkStyle} /> : null}
            </li>
          );
        })}
      </ol>
      {obituary.donation && !obituary.donation.inLieuOfFlowers ? (
        <p css={{ marginTop: theme.space.lg, lineHeight: 1.6 }}>
          Memorial gifts may be made to{' '}
          <a href={obituary.donation.url} target="_blank" rel="noopener noreferrer" css={{ color: theme.colors.palette.primary.onPage }}>
            {obituary.donation.charityName}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}

function StatusBadge({ status }: { status: EventStatus }) {
  const theme = useTheme();
  const strong = status === 'today';
  return (
    <span
      css={{
        fontSize: fontSizes.sm,
        fontWeight: 700,
        padding: '0.125rem 0.5rem',
        borderRadius: '999px',
        background: strong ? theme.colors.palette.primary.background : theme.colors.secondary,
        color: strong ? theme.colors.palette.primary.foreground : theme.colors.palette.neutral.onPage,
      }}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}

/**
 * The family asks who is coming: a disclosure that opens the reply form in place. A visitor who already
 * replied from this device is told so when they come back (issue 43 point 7), and may change the reply.
 */
function Rsvp({ obituaryId, event, linkStyle }: { obituaryId: number; event: ServiceEvent; linkStyle: CSSObject }) {
  const [open, setOpen] = useState(false);
  // Served disabled until its region hydrates (ADR 112): a press before would be lost.
  const hydrated = useHydrated();
  const panel = `rsvp-panel-${event.id}`;
  const replied = useQuery(myRsvpsQuery(obituaryId)).data?.replies.find((reply) => reply.eventId === event.id);
  return (
    <div data-print-hide="">
      {replied && !open ? (
        <p css={{ margin: 0 }}>
          You replied as {replied.name}: {replied.guests === 1 ? 'one person' : `${replied.guests} people`}.
        </p>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        css={{
          ...linkStyle,
          background: 'none',
          border: 0,
          padding: 0,
          font: 'inherit',
          cursor: 'pointer',
          textDecoration: 'underline',
          '&:disabled': { cursor: 'default' },
        }}
      >
        {replied ? 'Change my reply' : 'RSVP: I will attend'}
        <span css={visuallyHidden}>
          {replied ? ' for' : ''} the {event.title}
        </span>
      </button>
      <div id={panel} hidden={!open}>
        {open ? (
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <RsvpForm obituaryId={obituaryId} event={event} earlier={replied} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function CalendarChoices({ event, obituary, pageUrl, linkStyle }: { event: ServiceEvent; obituary: Obituary; pageUrl: string; linkStyle: CSSObject }) {
  const theme = useTheme();
  const external = <span css={visuallyHidden}> (opens in a new tab)</span>;
  return (
    <details data-print-hide="" css={{ marginTop: theme.space.xs }}>
      <summary css={{ ...linkStyle, cursor: 'pointer', display: 'list-item' }}>
        Add to calendar<span css={visuallyHidden}>: {event.title}</span>
      </summary>
      <ul css={{ listStyle: 'none', margin: 0, padding: `0 0 0 ${theme.space.md}` }}>
        <li>
          <a href={googleCalendarHref(event, obituary.fullName, pageUrl)} target="_blank" rel="noopener noreferrer" css={linkStyle}>
            Google Calendar{external}
          </a>
        </li>
        <li>
          <a href={outlookCalendarHref(event, obituary.fullName, pageUrl)} target="_blank" rel="noopener noreferrer" css={linkStyle}>
            Outlook{external}
          </a>
        </li>
        <li>
          <a href={icsHref(eventIcs(event, obituary.fullName, pageUrl))} download={`${obituary.nameSlug}-${event.kind}.ics`} css={linkStyle}>
            Apple Calendar or other (.ics file)
          </a>
        </li>
      </ul>
    </details>
  );
}
