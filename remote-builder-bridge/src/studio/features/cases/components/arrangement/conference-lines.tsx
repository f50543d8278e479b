import { Fragment, useState } from 'react';
import { discountTitle, formatCents, type Arrangement, type ConferencePriceList, type Line } from '@keepsake/shared/contract/arrangement';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { tableScrollStyles, tableStyles } from '../../../../components/desk-styles';
import { changeLine, removeDiscount, removeLine, selectorQuery } from '../../api/arrangement-conference';
import { DiscountForm } from './discount-form';
import { useArrangementWrite } from './use-arrangement-write';

const nameOf = (line: Line) => line.item?.name ?? line.name ?? line.selector?.name ?? 'Selection';

/**
 * What the family has chosen so far, every category (staff-only ones too), with how many, its finish or its
 * package choice, its amount, and each line's discounts under it. Everything is a native control: tab, type, Enter.
 */
export function ConferenceLines({ caseId, arrangement, priceList }: { caseId: number; arrangement: Arrangement; priceList: ConferencePriceList | undefined }) {
  const theme = useTheme();
  const write = useArrangementWrite(caseId);
  const [discounting, setDiscounting] = useState<number | null>(null);
  const lines = arrangement.categories.flatMap((category) => category.lines);
  const discounts = arrangement.discounts ?? [];
  const variantsOf = (itemId: number) => priceList?.categories.flatMap((category) => category.items).find((item) => item.id === itemId)?.variants ?? [];
  const locked = arrangement.readOnly || write.isPending;
  return (
    <section aria-labelledby="conference-lines-heading">
      <h3 id="conference-lines-heading">Selections</h3>
      {lines.length === 0 ? <p>Nothing is chosen yet. Choose a package, or add items from the price list below.</p> : null}
      <div css={tableScrollStyles} hidden={lines.length === 0}>
        <table css={tableStyles(theme)}>
          <thead>
            <tr>
              <th scope="col">Selection</th>
              <th scope="col">Category</th>
              <th scope="col">How many</th>
              <th scope="col" css={{ textAlign: 'end' }}>
                Amount
              </th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const name = nameOf(line);
              const lineDiscounts = discounts.filter((discount) => discount.lineId === line.id);
              const variants = line.item ? variantsOf(line.item.id) : [];
              return (
                <Fragment key={line.id}>
                  <tr>
                    <th scope="row" css={{ fontWeight: 600 }}>
                      {name}
                      {line.fromPackage ? <span css={{ display: 'block', fontWeight: 400 }}>In package</span> : null}
                      {line.item?.requiredReason ? <span css={{ display: 'block', fontWeight: 400 }}>{line.item.requiredReason}</span> : null}
                      {line.leftOut ? <span css={{ display: 'block', fontWeight: 400 }}>Left out of the package</span> : null}
                      {line.awaitingPrice ? <span css={{ display: 'block', fontWeight: 400 }}>Waiting for your price</span> : null}
                      {line.selector && !line.item ? (
                        <SelectorChoice
                          caseId={caseId}
                          line={line}
                          disabled={locked}
                          onChoose={(itemId) => write.mutate({ run: () => changeLine(caseId, line.id, { itemId }) })}
                        />
                      ) : null}
                      {line.item && variants.length > 0 ? (
                        <label css={{ display: 'block', fontWeight: 400 }}>
                          Finish of {name}{' '}
                          <select
                            value={line.variant?.id ?? ''}
                            disabled={locked}
                            onChange={(event) => write.mutate({ run: () => changeLine(caseId, line.id, { variantId: Number(event.target.value) }) })}
                          >
                            <option value="" disabled>
                              Choose a finish
                            </option>
                            {variants.map((variant) => (
                              <option key={variant.id} value={variant.id}>
                                {variant.finish || variant.name} · {formatCents(variant.priceCents)}
                              </option>
                            ))}
                          </select>
                        </label>
                      ) : null}
                    </th>
                    <td>{line.category.name}</td>
                    <td>
                      {line.quantityEditable ? (
                        <Quantity
                          key={line.quantity}
                          name={name}
                          quantity={line.quantity}
                          disabled={locked}
                          onChange={(quantity) => write.mutate({ run: () => changeLine(caseId, line.id, { quantity }) })}
                        />
                      ) : (
                        line.quantity
                      )}
                    </td>
                    <td css={{ textAlign: 'end' }}>{line.fromPackage && line.amountCents === 0 ? 'In package' : formatCents(line.amountCents)}</td>
                    <td>
                      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
                        {line.fromPackage ? null : (
                          <Button
                            size="sm"
                            displayType="SECONDARY"
                            disabled={locked}
                            onClick={() => write.mutate({ run: () => removeLine(caseId, line.id), done: `${name} removed` })}
                          >
                            Remove {name}
                          </Button>
                        )}
                        {line.category.kind === 'CASH_ADVANCE' || line.amountCents <= 0 ? null : (
                          <Button
                            size="sm"
                            displayType="SECONDARY"
                            aria-expanded={discounting === line.id}
                            disabled={arrangement.readOnly}
                            onClick={() => setDiscounting(discounting === line.id ? null : line.id)}
                          >
                            Discount {name}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                  {discounting === line.id ? (
                    <tr>
                      <td colSpan={5}>
                        <DiscountForm caseId={caseId} lineId={line.id} target={name} onDone={() => setDiscounting(null)} />
                      </td>
                    </tr>
                  ) : null}
                  {lineDiscounts.map((discount) => (
                    <DiscountRow
                      key={discount.id}
                      title={discountTitle(discount)}
                      reason={discount.reason}
                      amountCents={discount.amountCents}
                      disabled={locked}
                      onRemove={() => write.mutate({ run: () => removeDiscount(caseId, discount.id), done: 'Discount removed' })}
                    />
                  ))}
                </Fragment>
              );
            })}
            {discounts
              .filter((discount) => discount.lineId === null)
              .map((discount) => (
                <DiscountRow
                  key={discount.id}
                  title={discountTitle(discount)}
                  reason={discount.reason}
                  amountCents={discount.amountCents}
                  disabled={locked}
                  onRemove={() => write.mutate({ run: () => removeDiscount(caseId, discount.id), done: 'Discount removed' })}
                />
              ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DiscountRow({
  title,
  reason,
  amountCents,
  disabled,
  onRemove,
}: {
  title: string;
  reason: string;
  amountCents: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <tr>
      <th scope="row" css={{ fontWeight: 400 }}>
        {title}
        <span css={{ display: 'block' }}>Reason: {reason}</span>
      </th>
      <td>Discount</td>
      <td />
      <td css={{ textAlign: 'end' }}>{formatCents(-amountCents)}</td>
      <td>
        <Button size="sm" displayType="SECONDARY" disabled={disabled} onClick={onRemove}>
          Remove the {title.charAt(0).toLowerCase()}
          {title.slice(1)}
        </Button>
      </td>
    </tr>
  );
}

/** How many: typed, saved on Enter or on leaving the field (1 to 99). */
function Quantity({ name, quantity, disabled, onChange }: { name: string; quantity: number; disabled: boolean; onChange: (quantity: number) => void }) {
  const [value, setValue] = useState(String(quantity));
  const commit = () => {
    const next = Number(value);
    if (Number.isInteger(next) && next >= 1 && next <= 99 && next !== quantity) onChange(next);
    else setValue(String(quantity));
  };
  return (
    <input
      type="number"
      min={1}
      max={99}
      aria-label={`How many of ${name}`}
      value={value}
      disabled={disabled}
      css={{ width: '4.5rem' }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A package's choice ("Choose an urn"): its items, one picked. */
function SelectorChoice({ caseId, line, disabled, onChoose }: { caseId: number; line: Line; disabled: boolean; onChoose: (itemId: number) => void }) {
  const { data } = useQuery(selectorQuery(caseId, line.selector!.id));
  return (
    <label css={{ display: 'block', fontWeight: 400 }}>
      {line.selector!.name}{' '}
      <select value="" disabled={disabled || !data} onChange={(event) => onChoose(Number(event.target.value))}>
        <option value="" disabled>
          Choose…
        </option>
        {data?.selectorItems.map(({ item }) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}
