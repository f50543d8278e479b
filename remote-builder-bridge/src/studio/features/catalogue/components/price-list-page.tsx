import { formatCents, type StaffCatalogue } from '@keepsake/shared/contract/arrangement';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDay } from '@keepsake/shared/time';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { useStaffPermission } from '../../../hooks/use-staff-permission';
import { catalogueKeys, itemBody, saveItem } from '../api/catalogue';
import { CategoryForm } from './category-form';
import { ItemForm } from './item-form';
import { PublishForm } from './publish-form';

const summaryCss = { cursor: 'pointer', fontWeight: 600, minHeight: '24px' } as const;

/** /studio/catalogue: the General Price List (issue 25 point 1): items, categories and new revisions. */
export function PriceListPage({ catalogue }: { catalogue: StaffCatalogue }) {
  useDocumentTitle('Price list');
  const theme = useTheme();
  const queryClient = useQueryClient();
  // Changing prices is a manager's (issue 37 point 8); every member of staff reads them.
  const canChange = useStaffPermission('manager');
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => {
      const item = catalogue.categories.flatMap((category) => category.items).find((entry) => entry.id === id)!;
      return saveItem(id, itemBody(item, { active }));
    },
    meta: { changes: [['catalogue']] },
    onSuccess: (value) => queryClient.setQueryData(catalogueKeys.all, value),
    onError: () => toast.error({ title: 'The item could not be changed just now. Please try again.' }),
  });
  const nextPosition = Math.max(0, ...catalogue.categories.map((category) => category.position)) + 1;

  return (
    <>
      <p css={{ margin: 0 }}>
        Revision {catalogue.revision.revisionId}, effective {formatDay(catalogue.revision.effectiveDate)}
        {/* A revision for a later day waits for it; the prices below are that revision's. */}
        {catalogue.revision.effectiveDate > catalogue.today ? '. It takes effect on that day: until then families and new cases get the previous prices.' : '.'}
      </p>
      {canChange ? (
        <PublishForm changes={catalogue.draftChanges} today={catalogue.today} />
      ) : (
        <p css={{ margin: 0 }}>Only a manager or an owner of this funeral home can change the price list.</p>
      )}
      {catalogue.categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
          <h3 id={`category-${category.id}`} css={{ margin: 0 }}>
            {category.name}
            {category.displayForFamily ? '' : ' (not shown to families)'}
          </h3>
          {canChange ? (
            <details>
              <summary css={summaryCss}>Edit category {category.name}</summary>
              <CategoryForm category={category} />
            </details>
          ) : null}
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md }}>
            {category.items.map((item) => (
              <li key={item.id} css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
                <span css={{ overflowWrap: 'anywhere' }}>
                  <strong>{item.name}</strong> · {formatCents(item.priceCents)}
                  {item.draftPriceCents !== null ? ` now; ${formatCents(item.draftPriceCents)} once published` : ''}
                  {item.taxable ? ' · taxable' : ''}
                  {item.active ? '' : ' · not offered'}
                </span>
                {item.requiredReason ? <span css={{ overflowWrap: 'anywhere' }}>{item.requiredReason}</span> : null}
                {canChange ? (
                  <>
                    <details>
                      <summary css={summaryCss}>Edit {item.name}</summary>
                      <ItemForm item={item} categories={catalogue.categories} />
                    </details>
                    <div>
                      <Button
                        size="sm"
                        displayType="SECONDARY"
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate({ id: item.id, active: !item.active })}
                      >
                        {item.active ? `Stop offering ${item.name}` : `Offer ${item.name} again`}
                      </Button>
                    </div>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          {canChange ? (
            <details>
              <summary css={summaryCss}>Add an item to {category.name}</summary>
              <ItemForm categories={catalogue.categories} categoryId={category.id} />
            </details>
          ) : null}
        </section>
      ))}
      {canChange ? (
        <details>
          <summary css={summaryCss}>Add a category</summary>
          <CategoryForm nextPosition={nextPosition} />
        </details>
      ) : null}
    </>
  );
}
