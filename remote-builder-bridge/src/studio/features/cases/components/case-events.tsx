import { useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import type { DeskEvent } from '@keepsake/shared/contract/staff';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, toast } from '@keepsake/shared/ui';
import { deleteEvent, downloadRsvpCsv, eventsQuery } from '../api/events';
import { EventForm } from './event-form';
import { EventReplies } from './event-replies';

// "Tuesday, July 14, 2026 at 10:00 AM CDT": the home's zone, named, so nobody reads it as their own.
const whenOf = (event: DeskEvent) => formatDateTime(event.startsAt, event.timeZone, { weekday: true });

const FAILED = 'That did not work just now. Please try again.';

/** The obituary's services: add, edit, remove; replies per service and all replies as a CSV file. */
export function CaseEvents({ caseId, nameSlug }: { caseId: number; nameSlug: string }) {
  const theme = useTheme();
  const { data, isError } = useQuery(eventsQuery(caseId));
  // null: no form open; 'new' or an event id: that form.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const removal = useMutation({
    mutationFn: (eventId: number) => deleteEvent(caseId, eventId),
    onMutate: () => setProblem(null),
    meta: { changes: [['case', caseId]] },
    onSuccess: () => toast.success({ title: 'Service removed' }),
    onError: (error) => setProblem(messageOf(error, FAILED)),
  });
  const exportCsv = async () => {
    setProblem(null);
    try {
      await downloadRsvpCsv(caseId, `rsvps-${nameSlug}.csv`);
    } catch (error) {
      setProblem(messageOf(error, FAILED));
    }
  };

  return (
    <section aria-labelledby="case-events-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="case-events-heading" css={{ margin: 0 }}>
        Services
      </h3>
      {isError ? <p role="alert">The services could not be loaded just now. Please try again.</p> : null}
      {data ? (
        <>
          <p css={{ margin: 0 }}>Times are the funeral home’s local time ({data.timeZone}) on every page.</p>
          {data.events.length === 0 ? <p css={{ margin: 0 }}>No services yet.</p> : null}
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
            {data.events.map((event) => (
              <li key={event.id} css={{ display: 'grid', gap: theme.space.xs, justifyItems: 'start' }}>
                {editing === event.id ? (
                  <EventForm caseId={caseId} event={event} timeZone={data.timeZone} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <h4 css={{ margin: 0 }}>{event.title}</h4>
                    <p css={{ margin: 0 }}>
                      <time dateTime={event.startsAt}>{whenOf(event)}</time>
                      <br />
                      {event.placeName}, {event.address}
                      {event.livestreamUrl ? (
                        <>
                          <br />
                          Livestream: {event.livestreamUrl}
                        </>
                      ) : null}
                      <br />
                      {event.rsvpEnabled
                        ? `Replies: ${event.replies} ${event.replies === 1 ? 'reply' : 'replies'}, ${event.guests} ${event.guests === 1 ? 'person' : 'people'}`
                        : 'Replies are not asked for.'}
                    </p>
                    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
                      <Button displayType="SECONDARY" onClick={() => setEditing(event.id)} aria-label={`Edit ${event.title}`}>
                        Edit
                      </Button>
                      <Button
                        displayType="SECONDARY"
                        disabled={removal.isPending}
                        onClick={() => removal.mutate(event.id)}
                        aria-label={`Remove ${event.title}`}
                      >
                        Remove
                      </Button>
                      {event.rsvpEnabled ? (
                        <Button displayType="SECONDARY" aria-expanded={showing === event.id} onClick={() => setShowing(showing === event.id ? null : event.id)}>
                          {showing === event.id ? 'Hide replies' : `Show replies to the ${event.title}`}
                        </Button>
                      ) : null}
                    </div>
                    {showing === event.id ? <EventReplies caseId={caseId} eventId={event.id} title={event.title} /> : null}
                  </>
                )}
              </li>
            ))}
          </ul>
          {editing === 'new' ? (
            <EventForm caseId={caseId} event={null} timeZone={data.timeZone} onDone={() => setEditing(null)} />
          ) : (
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
              <Button displayType="SECONDARY" onClick={() => setEditing('new')}>
                Add a service
              </Button>
              {data.events.some((event) => event.rsvpEnabled) ? (
                <Button displayType="SECONDARY" onClick={() => void exportCsv()}>
                  Download all replies (CSV)
                </Button>
              ) : null}
            </div>
          )}
          {problem ? <p role="alert">{problem}</p> : null}
        </>
      ) : null}
    </section>
  );
}
