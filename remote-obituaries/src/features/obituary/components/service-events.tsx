import type { Obituary } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { visuallyHidden } from '@keepsake/shared/ui';
import { formatEventDay, formatTime } from '../../../lib/format';
import { useSiteTimeZone } from '../../../hooks/use-site-time-zone';
import { eventIcs, icsHref, mapHref } from '../calendar';

/** Visitation, service and committal: when, where, a map, and a calendar file. */
export function ServiceEvents({ obituary }: { obituary: Obituary }) {
  const theme = useTheme();
  const timeZone = useSiteTimeZone();
  const linkStyle = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    color: theme.colors.palette.primary.onPage,
    fontWeight: 600,
    '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
  } as const;
  return (
    <section aria-labelledby="service-events">
      <h2 id="service-events" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: '1.6rem', marginTop: 0 }}>
        Services
      </h2>
      {obituary.events.length === 0 ? <p>Service details will be shared here by the family.</p> : null}
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
        {obituary.events.map((event) => {
          const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
          return (
            <li key={event.id} css={{ padding: theme.space.lg, borderRadius: theme.radii.card, background: '#fff', boxShadow: '0 1px 2px rgba(0,0,0,0.06), 0 4px 16px rgba(0,0,0,0.04)' }}>
              <h3 css={{ margin: '0 0 0.5rem', fontSize: '1.15rem' }}>{event.title}</h3>
              <p css={{ margin: 0, fontWeight: 600 }}>{formatEventDay(event.startsAt, timeZone)}</p>
              <p css={{ margin: '0 0 0.5rem' }}>
                {formatTime(event.startsAt, timeZone)}
                {event.endsAt ? ` – ${formatTime(event.endsAt, timeZone)}` : ''}
              </p>
              <p css={{ margin: 0 }}>{event.placeName}</p>
              <p css={{ margin: '0 0 0.5rem', color: theme.colors.palette.neutral.onPage }}>{event.address}</p>
              <div css={{ display: 'flex', flexWrap: 'wrap', columnGap: theme.space.lg }}>
                <a href={mapHref(event)} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                  Map<span css={visuallyHidden}> to {event.placeName} (opens in a new tab)</span>
                </a>
                <a
                  href={icsHref(eventIcs(event, obituary.fullName, pageUrl))}
                  download={`${obituary.nameSlug}-${event.kind}.ics`}
                  aria-label={`Add to calendar: ${event.title}`}
                  css={linkStyle}
                >
                  Add to calendar
                </a>
              </div>
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
