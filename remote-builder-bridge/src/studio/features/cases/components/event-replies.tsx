import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { rsvpsQuery } from '../api/events';
import { tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';

/** Who replied to one service: name, email (when given) and how many people. */
export function EventReplies({ caseId, eventId, title }: { caseId: number; eventId: number; title: string }) {
  const theme = useTheme();
  const { data, isError } = useQuery(rsvpsQuery(caseId, eventId));
  if (isError) return <p role="alert">The replies could not be loaded just now. Please try again.</p>;
  if (!data) return <p role="status">Loading the replies…</p>;
  if (data.items.length === 0) return <p>Nobody has replied yet.</p>;
  return (
    <TableScroll label="Replies">
      <table css={tableStyles(theme)}>
        <caption css={{ textAlign: 'start', fontWeight: 600 }}>Replies to the {title}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">People</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item, index) => (
            <tr key={`${item.name}-${index}`}>
              <td>{item.name}</td>
              <td>{item.email ?? '—'}</td>
              <td>{item.guests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
