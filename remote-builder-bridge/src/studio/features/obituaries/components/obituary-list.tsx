import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { lifeDates } from '@keepsake/shared/time';
import { Button, useDocumentTitle } from '@keepsake/shared/ui';
import { ListPager } from '../../../components/list-controls';
import { deskPageStyles, linkStyles, tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';
import { TableHead } from '../../../components/table-head';
import { obituaryListQuery } from '../api/obituaries';

/** The home's public obituaries without a case, newest death first, found by name. */
export function ObituaryList() {
  useDocumentTitle('Obituaries');
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { data, isPending, isError } = useQuery({ ...obituaryListQuery(page, q), placeholderData: keepPreviousData });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <main css={deskPageStyles(theme)}>
      <h2 css={{ margin: 0 }}>Obituaries</h2>
      <p css={{ margin: 0 }}>
        Obituaries on the website that have no case (imported, or published before the Family Portal). An obituary with a case is managed on its case.
      </p>
      <form role="search" onSubmit={search} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <label css={{ display: 'grid', gap: theme.space.xs }}>
          Name
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} css={{ minHeight: 44, padding: theme.space.xs }} />
        </label>
        <Button type="submit" displayType="SECONDARY">
          Find
        </Button>
      </form>
      {isPending ? <p role="status">Loading the obituaries…</p> : null}
      {isError ? <p role="alert">The obituaries could not be loaded just now. Please try again.</p> : null}
      {data ? (
        data.items.length === 0 ? (
          <p>{q ? `No obituary without a case matches “${q}”.` : 'Every obituary on the website has a case.'}</p>
        ) : (
          <TableScroll label="Obituaries">
            <table css={tableStyles(theme)}>
              <caption css={{ textAlign: 'start' }}>Obituaries without a case, most recent first</caption>
              <TableHead columns={['Name', 'Dates', 'On the website', 'Flower orders']} />
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/studio/obituaries/${item.id}`} css={linkStyles(theme)}>
                        {item.fullName}
                      </Link>
                    </td>
                    <td>{lifeDates(item.birthDate, item.deathDate)}</td>
                    <td>{item.published ? 'Published' : 'Taken down'}</td>
                    <td>{item.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      ) : null}
      {data ? <ListPager label="Pages of obituaries" page={page} hasNext={data.hasNext} onPage={setPage} /> : null}
    </main>
  );
}
