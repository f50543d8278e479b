import { deliveryCutoff, deliveryIsOpen, type Obituary, type ShopTerms } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { formatEventDay, formatTime } from '../../../lib/format';
import { useSiteTimeZone } from '../../../hooks/use-site-time-zone';

// Services still to come; the checkout offers only those whose cut-off has not passed.
export const upcomingEvents = (obituary: Obituary) => obituary.events.filter((event) => new Date(event.startsAt).getTime() > Date.now());

/** For each service still to come: order by when, or that it is too late to deliver there. */
export function DeliveryCutoffs({ obituary, terms }: { obituary: Obituary; terms: ShopTerms }) {
  const theme = useTheme();
  const timeZone = useSiteTimeZone();
  const events = upcomingEvents(obituary);
  if (events.length === 0) return null;
  const when = (date: Date) => `${formatEventDay(date.toISOString(), timeZone)} at ${formatTime(date.toISOString(), timeZone)}`;
  return (
    <ul css={{ margin: `0 0 ${theme.space.lg}`, paddingInlineStart: '1.25rem', lineHeight: 1.6 }}>
      {events.map((event) => (
        <li key={event.id}>
          {deliveryIsOpen(event.startsAt, terms)
            ? `Order by ${when(deliveryCutoff(event.startsAt, terms))} for delivery to the ${event.title}.`
            : `Too late for delivery to the ${event.title}: orders closed ${when(deliveryCutoff(event.startsAt, terms))}. You can still send to an address.`}
        </li>
      ))}
    </ul>
  );
}
