import { useId, useState } from 'react';
import { formatCents, type Arrangement, type ConferenceItem, type ConferencePriceList } from '@keepsake/shared/contract/arrangement';
import { useTheme } from '@keepsake/shared/theme';
import { Button, controlStyles } from '@keepsake/shared/ui';
import { addLine } from '../../api/arrangement-conference';
import { useArrangementWrite } from './use-arrangement-write';

/**
 * The whole price list at the case's prices: search by name, or browse one category; add an item (with its
 * finish when it has some). Staff-only categories are here too; cash advance items are marked.
 */
export function ConferenceAddItems({
  caseId,
  arrangement,
  priceList,
}: {
  caseId: number;
  arrangement: Arrangement;
  priceList: ConferencePriceList | undefined;
}) {
  const theme = useTheme();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const words = search.trim().toLowerCase();
  const categories = (priceList?.categories ?? []).filter((category) => categoryId === '' || String(category.id) === categoryId);
  const matches = categories
    .map((category) => ({ ...category, items: category.items.filter((item) => words === '' || item.name.toLowerCase().includes(words)) }))
    .filter((category) => category.items.length > 0);
  const count = matches.reduce((sum, category) => sum + category.items.length, 0);
  return (
    <section aria-labelledby="conference-add-heading">
      <h3 id="conference-add-heading">Add from the price list</h3>
      <div role="search" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'end', marginBottom: theme.space.sm }}>
        <label htmlFor={`${ids}-search`} css={{ display: 'grid', gap: theme.space.xxs }}>
          Search the price list
          <input id={`${ids}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} css={controlStyles(theme)} />
        </label>
        <label htmlFor={`${ids}-category`} css={{ display: 'grid', gap: theme.space.xxs }}>
          Category
          <select id={`${ids}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} css={controlStyles(theme)}>
            <option value="">Every category</option>
            {priceList?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!priceList ? <p role="status">Loading the price list…</p> : null}
      <p role="status" css={{ margin: 0 }}>
        {priceList ? `${count} ${count === 1 ? 'item' : 'items'}` : ''}
      </p>
      {matches.map((category) => (
        <div key={category.id}>
          <h4 css={{ marginBottom: theme.space.xs }}>
            {category.name}
            {category.kind === 'CASH_ADVANCE' ? ' (cash advance items)' : ''}
            {category.displayForFamily ? '' : ' (arranged by the home)'}
          </h4>
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.xs }}>
            {category.items.map((item) => (
              <li key={item.id}>
                <AddItem caseId={caseId} item={item} disabled={arrangement.readOnly} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function AddItem({ caseId, item, disabled }: { caseId: number; item: ConferenceItem; disabled: boolean }) {
  const theme = useTheme();
  const write = useArrangementWrite(caseId);
  const [variantId, setVariantId] = useState(item.variants[0]?.id ?? null);
  const price = item.variants.find((variant) => variant.id === variantId)?.priceCents ?? item.priceCents;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
      <span>
        {item.name} · {formatCents(price)}
        {item.nonDeclinable ? ' · not declinable' : ''}
      </span>
      <span css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
        {item.variants.length > 0 ? (
          <label>
            Finish{' '}
            <select aria-label={`Finish of ${item.name}`} value={variantId ?? ''} onChange={(event) => setVariantId(Number(event.target.value))}>
              {item.variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variant.finish || variant.name} · {formatCents(variant.priceCents)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button
          size="sm"
          displayType="SECONDARY"
          disabled={disabled || write.isPending}
          onClick={() =>
            write.mutate({
              run: () => addLine(caseId, { itemId: item.id, ...(variantId === null ? {} : { variantId }), quantity: 1 }),
              done: `${item.name} added`,
            })
          }
        >
          Add {item.name}
        </Button>
      </span>
    </div>
  );
}
