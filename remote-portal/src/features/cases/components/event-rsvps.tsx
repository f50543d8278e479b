import type { CaseDetail } from '@keepsake/shared/contract/case';
import { useQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { obituaryDraftQuery } from '../../../api/get-obituary-draft';
import { Section } from '../../../components/section';
import { formatDateTime } from '@keepsake/shared/time';
import { messageOf } from '@keepsake/shared/api-client';
import { eventRsvpsQuery, obituaryIdOf } from '../api/get-event-rsvps';
import { useHomeTimeZone } from '@keepsake/shared/ui';

/**
 * Staff only (ADR 023): who replied to the events that ask for RSVPs, per event — replies, people and
 * names — so the funeral home can set chairs and the reception. Families do not see it.
 */
export function EventRsvps({ caseDetail }: { caseDetail: CaseDetail }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const obituary = useQuery(obituaryDraftQuery(caseDetail.id));
  const obituaryId = obituaryIdOf(obituary.data?.publicPath);
  const rsvps = useQuery(eventRsvpsQuery(caseDetail.id, obituaryId));
  const error = obituary.error ?? rsvps.error;
  let body;
  if (error) body = <p role="alert">{messageOf(error)}</p>;
  else if (obituary.data && obituaryId === null) body = <p>The memorial page is not published yet, so nobody can reply.</p>;
  else if (!rsvps.data) body = <p role="status">Loading the replies…</p>;
  else if (rsvps.data.events.length === 0) body = <p>No event of this service asks for replies.</p>;
  else
    body = (
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
        {rsvps.data.events.map((event) => (
          <li key={event.eventId}>
            <h3 css={{ margin: 0, fontSize: fontSizes.md }}>
              {event.title}: <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, timeZone, { weekday: true })}</time>
            </h3>
            <p css={{ margin: `${theme.space.xs} 0` }}>
              {event.responses} {event.responses === 1 ? 'reply' : 'replies'}, {event.guests} {event.guests === 1 ? 'person' : 'people'}
            </p>
            {event.names.length > 0 ? (
              <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
                {event.names.map((reply, index) => (
                  <li key={`${reply.name}-${index}`}>
                    {reply.name}
                    {reply.guests > 1 ? ` (${reply.guests} people)` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return <Section title="Replies to the service (staff only)">{body}</Section>;
}
