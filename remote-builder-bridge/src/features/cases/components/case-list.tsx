import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CASE_KIND_LABELS, DESK_CASE_FILTERS, type DeskCaseFilter } from '@keepsake/shared/contract';
import { keepPreviousData, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, buttonStyles, controlStyles, labelStyles, useDocumentTitle } from '@keepsake/shared/ui';
import { caseListQuery } from '../api/cases';
import { deskPageStyles, linkStyles, tableStyles } from './desk-styles';

const FILTER_LABELS: Record<DeskCaseFilter, string> = { OPEN: 'Open', AT_NEED: 'At-need', PRE_NEED: 'Pre-need', CLOSED: 'Closed', ALL: 'All' };

/** The home's cases: search by name, filter, page through, open one or start a new one. */
export function CaseList() {
  useDocumentTitle('Cases');
  const theme = useTheme();
  const ids = { search: useId(), filter: useId() };
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
          <label htmlFor={ids.search} css={labelStyles(theme)}>
            Search by name
          </label>
          <input
            id={ids.search}
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
        <div css={{ display: 'grid', gap: theme.space.xxs }}>
          <label htmlFor={ids.filter} css={labelStyles(theme)}>
            Show
          </label>
          <select
            id={ids.filter}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as DeskCaseFilter);
              setPage(1);
            }}
            css={controlStyles(theme)}
          >
            {DESK_CASE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isPending ? <p role="status">Loading cases…</p> : null}
      {isError ? <p role="alert">The cases could not be loaded just now. Please try again.</p> : null}
      {data ? (
        data.items.length === 0 ? (
          <p>No cases match.</p>
        ) : (
          <div css={{ overflowX: 'auto' }}>
            <table css={tableStyles(theme)}>
              <caption css={{ textAlign: 'start' }}>{FILTER_LABELS[filter]} cases, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Dates</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/studio/cases/${item.id}`} css={linkStyles(theme)}>
                        {item.fullName}
                      </Link>
                    </td>
                    <td>{[item.birthDate, item.deathDate].map((date) => date ?? '…').join(' – ')}</td>
                    <td>{CASE_KIND_LABELS[item.kind]}</td>
                    <td>{item.closed ? 'Closed' : 'Open'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      {data && (page > 1 || data.hasNext) ? (
        <nav aria-label="Pages of cases" css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
          <Button displayType="SECONDARY" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>Page {page}</span>
          <Button displayType="SECONDARY" disabled={!data.hasNext} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </main>
  );
}
