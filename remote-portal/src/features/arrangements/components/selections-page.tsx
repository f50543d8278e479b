import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, type ArrangementCategory, type Line } from '@keepsake/shared/contract/arrangement';
import { useQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { Alert, cardCss, linkCss } from '../../../components/arrangement-frame';
import { useArrangementChange } from '../../../hooks/use-arrangement-change';
import { useArrangementOutlet } from '../../../hooks/use-case-outlet';
import { messageOf } from '@keepsake/shared/api-client';
import { addLine } from '../api/add-line';
import { gplQuery } from '../api/get-gpl';
import { removeLine } from '../api/remove-line';
import { lineLabel, lineState } from '../state/line-text';
import { LineAmount, LineExtras } from './line-extras';

/** The family's categories (SPEC §5 order, from the API) with their lines, what each costs, what is missing. */
export function SelectionsPage() {
  const theme = useTheme();
  const { caseDetail, arrangement, base } = useArrangementOutlet();
  const [error, setError] = useState<string | null>(null);
  const remove = useArrangementChange(caseDetail.id, (lineId: number) => removeLine(caseDetail.id, lineId));
  // The catalogue to add from: the price list, which has every item of the home.
  const catalogue = useQuery(gplQuery(caseDetail.id, 1));

  return (
    <>
      <p css={{ lineHeight: 1.6, marginTop: 0 }}>
        {arrangement.packageName ? `Your package: ${arrangement.packageName}. ` : ''}Choose what the package leaves to you, and add anything else you would
        like.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {arrangement.categories.map((category) => (
        <CategorySection
          key={category.itemCategory.id}
          category={category}
          base={base}
          readOnly={arrangement.readOnly}
          onRemove={(line) => {
            setError(null);
            remove.mutate(line.id, { onError: (cause) => setError(messageOf(cause)) });
          }}
          addable={(catalogue.data?.items ?? []).filter((item) => item.category.id === category.itemCategory.id)}
        />
      ))}
      {!arrangement.readOnly ? <FreeLineForm categories={arrangement.categories} /> : null}
      <p>
        <Link to={`${base}/details`} css={linkCss(theme)}>
          Next: your details
        </Link>
      </p>
    </>
  );
}

function CategorySection({
  category,
  base,
  readOnly,
  onRemove,
  addable,
}: {
  category: ArrangementCategory;
  base: string;
  readOnly: boolean;
  onRemove: (line: Line) => void;
  addable: { id: number; name: string; priceCents: number }[];
}) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ marginBottom: theme.space.xl }}>
      <h2 id={headingId} css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, margin: `0 0 ${theme.space.sm}` }}>
        {category.itemCategory.name}
        {category.itemCategory.kind === 'CASH_ADVANCE' ? <span css={{ fontSize: fontSizes.sm, fontWeight: 400 }}> (paid to others on your behalf)</span> : null}
      </h2>
      {category.lines.length === 0 ? <p css={{ margin: `0 0 ${theme.space.sm}` }}>Nothing chosen here yet.</p> : null}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} hidden={category.lines.length === 0}>
        {category.lines.map((line) => {
          const state = lineState(line);
          return (
            <li key={line.id} css={{ ...cardCss(theme), display: 'grid', gap: '0.35rem' }}>
              <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, flexWrap: 'wrap' }}>
                <span>
                  <strong>{lineLabel(line)}</strong>
                  {line.fromPackage ? <span css={{ fontSize: fontSizes.sm, marginLeft: theme.space.sm }}>In package</span> : null}
                </span>
                <span>
                  <LineAmount line={line} />
                </span>
              </div>
              {/* Issue 39.5: "In package" is not a reason; an item the law or a crematory requires says which. */}
              {line.item?.requiredReason ? <span css={{ fontSize: fontSizes.sm }}>{line.item.requiredReason}</span> : null}
              {line.variant ? <span>Finish: {line.variant.finish || line.variant.name}</span> : null}
              {line.quantity > 1 ? <span>Quantity: {line.quantity}</span> : null}
              <LineExtras line={line} readOnly={readOnly} />
              {!line.complete ? <span css={{ fontWeight: 700, color: theme.colors.palette.error.onPage }}>{state}</span> : null}
              {!readOnly ? (
                <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', alignItems: 'center' }}>
                  {line.selector || (line.item && line.item.variantCount > 0) ? (
                    <Link
                      to={`${base}/item/${line.id}`}
                      css={linkCss(theme)}
                      aria-label={
                        line.complete ? `Change ${lineLabel(line)}` : line.selector && !line.item ? lineLabel(line) : `Choose the finish: ${lineLabel(line)}`
                      }
                    >
                      {line.complete ? 'Change' : 'Choose'}
                    </Link>
                  ) : null}
                  {!line.fromPackage ? (
                    <Button size="sm" displayType="SECONDARY" onClick={() => onRemove(line)} aria-label={`Remove ${lineLabel(line)}`}>
                      Remove
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!readOnly && addable.length > 0 ? <AddItemForm categoryName={category.itemCategory.name} items={addable} /> : null}
    </section>
  );
}

function AddItemForm({ categoryName, items }: { categoryName: string; items: { id: number; name: string; priceCents: number }[] }) {
  const theme = useTheme();
  const { caseDetail } = useArrangementOutlet();
  const selectId = useId();
  const [itemId, setItemId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useArrangementChange(caseDetail.id, (id: number) => addLine(caseDetail.id, { itemId: id, quantity: 1 }));
  return (
    <form
      css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!itemId) return setError('This field is required');
        setError(null);
        add.mutate(Number(itemId), { onSuccess: () => setItemId(''), onError: (cause) => setError(messageOf(cause)) });
      }}
    >
      <label htmlFor={selectId} css={{ display: 'grid', gap: '0.25rem', flex: '1 1 14rem', minWidth: 0 }}>
        Add to {categoryName.toLowerCase()}
        <select
          id={selectId}
          value={itemId}
          onChange={(event) => setItemId(event.target.value)}
          aria-invalid={error ? true : undefined}
          css={{ minHeight: '2.75rem', fontSize: fontSizes.md, width: '100%', minWidth: 0 }}
        >
          <option value="">Choose an item</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({formatCents(item.priceCents)})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={add.isPending}>
        Add
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}

function FreeLineForm({ categories }: { categories: ArrangementCategory[] }) {
  const theme = useTheme();
  const { caseDetail } = useArrangementOutlet();
  const nameId = useId();
  const categoryId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [category, setCategory] = useState(
    String(categories.find((entry) => entry.itemCategory.kind === 'CASH_ADVANCE')?.itemCategory.id ?? categories[0]?.itemCategory.id ?? ''),
  );
  const [error, setError] = useState<string | null>(null);
  const add = useArrangementChange(caseDetail.id, (body: { name: string; categoryId: number }) => addLine(caseDetail.id, { ...body, quantity: 1 }));
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={`${nameId}-heading`} css={cardCss(theme)}>
      <h2 id={`${nameId}-heading`} css={{ fontSize: fontSizes.lg, marginTop: 0 }}>
        Something not on the list?
      </h2>
      <p css={{ marginTop: 0 }}>Name it here; the funeral home prices it with you.</p>
      <form
        css={{ display: 'grid', gap: theme.space.sm }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setError('This field is required');
          setError(null);
          add.mutate({ name: name.trim(), categoryId: Number(category) }, { onSuccess: () => setName(''), onError: (cause) => setError(messageOf(cause)) });
        }}
      >
        <label htmlFor={nameId} css={{ display: 'grid', gap: '0.25rem' }}>
          What you would like
          <input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            css={{ minHeight: '2.75rem', fontSize: fontSizes.md }}
          />
        </label>
        {error ? (
          <span id={errorId} css={{ color: theme.colors.palette.error.onPage }}>
            {error}
          </span>
        ) : null}
        <label htmlFor={categoryId} css={{ display: 'grid', gap: '0.25rem', minWidth: 0 }}>
          Category
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            css={{ minHeight: '2.75rem', fontSize: fontSizes.md, width: '100%' }}
          >
            {categories.map((entry) => (
              <option key={entry.itemCategory.id} value={entry.itemCategory.id}>
                {entry.itemCategory.name}
              </option>
            ))}
          </select>
        </label>
        <div>
          <Button type="submit" size="sm" disabled={add.isPending}>
            Add
          </Button>
        </div>
      </form>
    </section>
  );
}
