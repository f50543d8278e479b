import { deliveryCutoff, deliveryIsOpen, type Obituary, type ShopTerms } from '@keepsake/shared/contract/obituary';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { useHomeTimeZone, VisitorTime } from '@keepsake/shared/ui';

// Services still to come; the checkout offers only those whose cut-off has not passed.
export const upcomingEvents = (obituary: Obituary) => obituary.events.filter((event) => new Date(event.startsAt).getTime() > Date.now());

/** For each service still to come: order by when, or that it is too late to deliver there. */
export function DeliveryCutoffs({ obituary, terms }: { obituary: Obituary; terms: ShopTerms }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const events = upcomingEvents(obituary);
  if (events.length === 0) return null;
  // "Saturday, November 28, 2026 at 2:00 PM EST", and below it the visitor's own time when theirs differs.
  const when = (date: Date) => formatDateTime(date, timeZone, { weekday: true });
  return (
    <ul css={{ margin: `0 0 ${theme.space.lg}`, paddingInlineStart: '1.25rem', lineHeight: 1.6 }}>
      {events.map((event) => {
        const cutoff = deliveryCutoff(event.startsAt, terms);
        return (
          <li key={event.id}>
            {deliveryIsOpen(event.startsAt, terms)
              ? `Order by ${when(cutoff)} for delivery to the ${event.title}.`
              : `Too late for delivery to the ${event.title}: orders closed ${when(cutoff)}. You can still send to an address.`}
            <VisitorTime start={cutoff.toISOString()} />
          </li>
        );
      })}
    </ul>
  );
}
