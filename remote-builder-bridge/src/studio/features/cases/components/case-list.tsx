import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CASE_KIND_LABELS, DESK_CASE_FILTERS, type DeskCaseFilter } from '@keepsake/shared/contract/staff';
import { keepPreviousData, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDay } from '@keepsake/shared/time';
import { buttonStyles, controlStyles, labelStyles, useDocumentTitle } from '@keepsake/shared/ui';
import { ListFilter, ListPager } from '../../../components/list-controls';
import { caseListQuery } from '../api/cases';
import { deskPageStyles, linkStyles, tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';
import { TableHead } from '../../../components/table-head';

const FILTER_LABELS: Record<DeskCaseFilter, string> = { OPEN: 'Open', AT_NEED: 'At-need', PRE_NEED: 'Pre-need', CLOSED: 'Closed', ALL: 'All' };

/** The home's cases: search by name, filter, page through, open one or start a new one. */
export function CaseList() {
  useDocumentTitle('Cases');
  const theme = useTheme();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DeskCaseFilter>('OPEN');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({ ...caseListQuery({ search: search.trim(), filter, page }), placeholderData: keepPreviousData });

  return (
    <main css={deskPageStyles(theme)}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 css={{ margin: 0 }}>Cases</h2>
        <Link to="/studio/cases/new" css={buttonStyles(theme, { color: 'primary' })}>
          New case
        </Link>
      </div>
      <div role="search" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
        <div css={{ display: 'grid', gap: theme.space.xxs }}>
          <label htmlFor={searchId} css={labelStyles(theme)}>
            Search by name
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={120}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            css={controlStyles(theme)}
          />
        </div>
        <ListFilter
          value={filter}
          options={DESK_CASE_FILTERS}
          labels={FILTER_LABELS}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      </div>
      {isPending ? <p role="status">Loading cases…</p> : null}
      {isError ? <p role="alert">The cases could not be loaded just now. Please try again.</p> : null}
      {data ? (
        data.items.length === 0 ? (
          <p>No cases match.</p>
        ) : (
          <TableScroll label="Cases">
            <table css={tableStyles(theme)}>
              <caption css={{ textAlign: 'start' }}>{FILTER_LABELS[filter]} cases, newest first</caption>
              <TableHead columns={['Name', 'Dates', 'Type', 'Status']} />
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/studio/cases/${item.id}`} css={linkStyles(theme)}>
                        {item.fullName}
                      </Link>
                    </td>
                    <td>{[item.birthDate, item.deathDate].map((date) => formatDay(date, { short: true }) || '…').join(' – ')}</td>
                    <td>{CASE_KIND_LABELS[item.kind]}</td>
                    <td>{item.closed ? 'Closed' : 'Open'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      ) : null}
      {data ? <ListPager label="Pages of cases" page={page} hasNext={data.hasNext} onPage={setPage} /> : null}
    </main>
  );
}
