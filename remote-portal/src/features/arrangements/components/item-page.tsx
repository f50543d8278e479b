import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { itemChoiceFormSchema, type Item, type ItemChoiceForm } from '@keepsake/shared/contract/arrangement';
import { applyApiErrors, Form, useWatch, useZodForm } from '@keepsake/shared/forms';
import { usePageQuery, useQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, FieldError } from '@keepsake/shared/ui';
import { Alert, cardCss, linkCss, Loading, Money } from '../../../components/arrangement-frame';
import { useArrangementChange } from '../../../hooks/use-arrangement-change';
import { useArrangementOutlet } from '../../../hooks/use-case-outlet';
import { itemQuery } from '../api/get-item';
import { selectorQuery } from '../api/get-selector';
import { variantsQuery } from '../api/get-variants';
import { updateLine } from '../api/update-line';
import { lineLabel } from '../state/line-text';

/** arrangements/item/{lineId}: one line's item with its variants (photo, finish, price); a package's choice lists its items. */
export function ItemPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { lineId } = useParams();
  const { caseDetail, arrangement, base } = useArrangementOutlet();
  const line = arrangement.categories.flatMap((category) => category.lines).find((entry) => String(entry.id) === lineId);
  const selector = usePageQuery(selectorQuery(caseDetail.id, line?.selector?.id ?? null));
  // A line without a choice of items shows its one item.
  const single = usePageQuery(itemQuery(caseDetail.id, line?.item && !line.selector ? line.item.id : null));
  const choices: Item[] = line?.selector ? (selector?.selectorItems.map((entry) => entry.item) ?? []) : single ? [single] : [];
  const needsFinish = (id: number) => (choices.find((item) => item.id === id)?.variantCount ?? 0) > 0;
  // A radio's value is text: the ids go in as text and the API's id rule reads them back as numbers.
  const form = useZodForm({
    schema: itemChoiceFormSchema(needsFinish),
    defaultValues: { itemId: line?.item ? String(line.item.id) : null, variantId: line?.variant ? String(line.variant.id) : null } satisfies ItemChoiceForm,
  });
  const itemId = Number(useWatch({ control: form.control, name: 'itemId' })) || null;
  const variantId = Number(useWatch({ control: form.control, name: 'variantId' })) || null;
  const variants = useQuery(variantsQuery(caseDetail.id, itemId));
  const save = useArrangementChange(caseDetail.id, (body: { itemId: number; variantId: number | null }) => updateLine(caseDetail.id, line!.id, body));
  const [alert, setAlert] = useState<string | null>(null);
  const itemsLegend = useId();
  const variantsLegend = useId();
  const itemsError = useId();
  const variantsError = useId();

  if (!line) return <Navigate to={`${base}/selections`} replace />;
  if (choices.length === 0) return <Loading label="Loading the choices…" />;
  const chosen = choices.find((item) => item.id === itemId) ?? null;
  const needsVariant = chosen ? needsFinish(chosen.id) : false;
  const itemProblem = form.formState.errors.itemId?.message;
  const variantProblem = form.formState.errors.variantId?.message;

  const submit = async (choice: { itemId?: number | null; variantId?: number | null }) => {
    setAlert(null);
    try {
      await save.mutateAsync({ itemId: choice.itemId!, variantId: choice.variantId ?? null });
      navigate(`${base}/selections`);
    } catch (error) {
      setAlert(applyApiErrors(error, form.setError, ['itemId', 'variantId']));
    }
  };

  const radio = { display: 'flex', gap: theme.space.sm, alignItems: 'flex-start', cursor: 'pointer', width: '100%' } as const;
  return (
    <Form id="item-choice" form={form} onSubmit={submit}>
      <h2 css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, marginTop: 0 }}>{line.selector?.name ?? lineLabel(line)}</h2>
      {alert ? <Alert>{alert}</Alert> : null}
      {line.selector ? (
        <fieldset disabled={arrangement.readOnly} css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.lg}` }}>
          <legend id={itemsLegend} css={{ fontWeight: 700, marginBottom: theme.space.sm }}>
            Item
          </legend>
          <FieldError id={itemsError} message={itemProblem} />
          {choices.map((item) => (
            <label key={item.id} css={{ ...cardCss(theme), ...radio }}>
              <input
                type="radio"
                value={String(item.id)}
                aria-describedby={itemProblem ? itemsError : undefined}
                // Another item has other finishes: the one chosen before is no longer one of them.
                {...form.register('itemId', { onChange: () => form.setValue('variantId', null) })}
                css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.2rem' }}
              />
              <span css={{ display: 'grid', gap: '0.2rem' }}>
                <strong>{item.name}</strong>
                <span>{item.description}</span>
                <span>
                  {item.variantCount > 0 ? 'From ' : ''}
                  <Money cents={item.priceCents} />
                  {line.fromPackage ? ' alone; included in your package' : ''}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{chosen?.description}</p>
      )}
      {chosen && needsVariant ? (
        <fieldset disabled={arrangement.readOnly} css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.lg}` }}>
          <legend id={variantsLegend} css={{ fontWeight: 700, marginBottom: theme.space.sm }}>
            Finish for {chosen.name}
          </legend>
          <FieldError id={variantsError} message={variantProblem} />
          {!variants.data ? (
            <Loading label="Loading the finishes…" />
          ) : (
            <div css={{ display: 'grid', gap: theme.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' }}>
              {variants.data.items.map((variant) => {
                const upgrade = line.fromPackage ? variant.priceCents - chosen.priceCents : variant.priceCents;
                return (
                  <label key={variant.id} css={{ ...cardCss(theme), ...radio, flexDirection: 'column', borderWidth: variantId === variant.id ? 3 : 1 }}>
                    {variant.photoUrl ? (
                      <img
                        src={variant.photoUrl}
                        alt={variant.photoAlt}
                        width={400}
                        height={260}
                        css={{ width: '100%', height: 'auto', borderRadius: '4px' }}
                      />
                    ) : null}
                    <span css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
                      <input
                        type="radio"
                        value={String(variant.id)}
                        aria-describedby={variantProblem ? variantsError : undefined}
                        {...form.register('variantId')}
                        css={{ width: '1.25rem', height: '1.25rem' }}
                      />
                      <strong>{variant.finish || variant.name}</strong>
                    </span>
                    <span>
                      {line.fromPackage ? (
                        upgrade > 0 ? (
                          <>
                            Adds <Money cents={upgrade} />
                          </>
                        ) : (
                          'Included'
                        )
                      ) : (
                        <Money cents={variant.priceCents} />
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      ) : null}
      <div css={{ display: 'flex', gap: theme.space.md, alignItems: 'center', flexWrap: 'wrap' }}>
        {!arrangement.readOnly ? (
          <Button type="submit" displayType="PRIMARY" disabled={save.isPending}>
            Save this choice
          </Button>
        ) : null}
        <Link to={`${base}/selections`} css={linkCss(theme)}>
          Back to selections
        </Link>
      </div>
    </Form>
  );
}
