import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { addLineBodySchema, formatCents, type AddLineBody, type ArrangementCategory, type Line } from '@keepsake/shared/contract/arrangement';
import { applyApiErrors, Form, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
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
  // Removing is one press, not a form: its failure is the mutation's own error.
  const remove = useArrangementChange(caseDetail.id, (lineId: number) => removeLine(caseDetail.id, lineId));
  // The catalogue to add from: the price list, which has every item of the home.
  const catalogue = useQuery(gplQuery(caseDetail.id, 1));

  return (
    <>
      <p css={{ lineHeight: 1.6, marginTop: 0 }}>
        {arrangement.packageName ? `Your package: ${arrangement.packageName}. ` : ''}Choose what the package leaves to you, and add anything else you would
        like.
      </p>
      {remove.error ? <Alert>{messageOf(remove.error)}</Alert> : null}
      {arrangement.categories.map((category) => (
        <CategorySection
          key={category.itemCategory.id}
          category={category}
          base={base}
          readOnly={arrangement.readOnly}
          onRemove={(line) => remove.mutate(line.id)}
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

/**
 * Add an item of the price list to a category. The body is the API's own (addLineBodySchema): a blank choice is a
 * choice not made, "This field is required" on the select.
 */
function AddItemForm({ categoryName, items }: { categoryName: string; items: { id: number; name: string; priceCents: number }[] }) {
  const theme = useTheme();
  const { caseDetail } = useArrangementOutlet();
  const id = `add-item-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const form = useZodForm({ schema: addLineBodySchema, defaultValues: { itemId: '', quantity: 1 } });
  const [alert, setAlert] = useState<string | null>(null);
  const add = useArrangementChange(caseDetail.id, (body: AddLineBody) => addLine(caseDetail.id, body));
  const submit = async (body: AddLineBody) => {
    setAlert(null);
    try {
      await add.mutateAsync(body);
      form.reset();
    } catch (error) {
      setAlert(applyApiErrors(error, form.setError, ['itemId']));
    }
  };
  return (
    <Form id={id} form={form} onSubmit={submit} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}>
      <div css={{ flex: '1 1 14rem', minWidth: 0 }}>
        <SelectField
          name="itemId"
          label={`Add to ${categoryName.toLowerCase()}`}
          placeholder="Choose an item"
          options={items.map((item) => ({ value: String(item.id), label: `${item.name} (${formatCents(item.priceCents)})` }))}
        />
      </div>
      <Button type="submit" size="sm" disabled={add.isPending}>
        Add
      </Button>
      {alert ? <span role="alert">{alert}</span> : null}
    </Form>
  );
}

/** A line the family names (the API's body: a name in a category); the funeral home prices it. */
function FreeLineForm({ categories }: { categories: ArrangementCategory[] }) {
  const theme = useTheme();
  const { caseDetail } = useArrangementOutlet();
  const headingId = useId();
  const firstCategory = String(categories.find((entry) => entry.itemCategory.kind === 'CASH_ADVANCE')?.itemCategory.id ?? categories[0]?.itemCategory.id ?? '');
  const form = useZodForm({ schema: addLineBodySchema, defaultValues: { name: '', categoryId: firstCategory, quantity: 1 } });
  const [alert, setAlert] = useState<string | null>(null);
  const add = useArrangementChange(caseDetail.id, (body: AddLineBody) => addLine(caseDetail.id, body));
  if (categories.length === 0) return null;
  const submit = async (body: AddLineBody) => {
    setAlert(null);
    try {
      await add.mutateAsync(body);
      form.reset({ name: '', categoryId: form.getValues('categoryId'), quantity: 1 });
    } catch (error) {
      setAlert(applyApiErrors(error, form.setError, ['name', 'categoryId']));
    }
  };
  return (
    <section aria-labelledby={headingId} css={cardCss(theme)}>
      <h2 id={headingId} css={{ fontSize: fontSizes.lg, marginTop: 0 }}>
        Something not on the list?
      </h2>
      <p css={{ marginTop: 0 }}>Name it here; the funeral home prices it with you.</p>
      <Form id="free-line" form={form} onSubmit={submit}>
        {alert ? <Alert>{alert}</Alert> : null}
        <TextField name="name" label="What you would like" maxLength={120} />
        <SelectField
          name="categoryId"
          label="Category"
          placeholder={false}
          options={categories.map((entry) => ({ value: String(entry.itemCategory.id), label: entry.itemCategory.name }))}
        />
        <div>
          <Button type="submit" size="sm" disabled={add.isPending}>
            Add
          </Button>
        </div>
      </Form>
    </section>
  );
}
