import { formatCents, type StaffCatalogue } from '@keepsake/shared/contract/arrangement';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { catalogueKeys, retirePackage } from '../api/catalogue';
import { useStaffPermission } from '../../../hooks/use-staff-permission';
import { PackageForm } from './package-form';

const summaryCss = { cursor: 'pointer', fontWeight: 600, minHeight: '24px' } as const;

/** /studio/catalogue/packages (issue 25 point 2): the packages, what each includes, edited and retired. */
export function PackagesPage({ catalogue }: { catalogue: StaffCatalogue }) {
  // Changing packages and their prices is a manager's (issue 37 point 8).
  const canChange = useStaffPermission('manager');
  useDocumentTitle('Packages');
  const theme = useTheme();
  const queryClient = useQueryClient();
  const retire = useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) => retirePackage(id, retired),
    meta: { changes: [['catalogue']] },
    onSuccess: (value) => queryClient.setQueryData(catalogueKeys.all, value),
    onError: () => toast.error({ title: 'The package could not be changed just now. Please try again.' }),
  });

  return (
    <>
      <h3 css={{ margin: 0 }}>Packages</h3>
      {catalogue.packages.length === 0 ? <p>No packages yet.</p> : null}
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md }}>
        {catalogue.packages.map((pkg) => (
          <li key={pkg.id} css={{ minWidth: 0 }}>
            <article
              aria-labelledby={`package-name-${pkg.id}`}
              css={{ border: `1px solid ${theme.colors.secondary}`, padding: theme.space.md, display: 'grid', gap: theme.space.xs, minWidth: 0 }}
            >
              <h4 id={`package-name-${pkg.id}`} css={{ margin: 0, overflowWrap: 'anywhere' }}>
                {pkg.name} · {formatCents(pkg.priceCents)}
                {pkg.draftPriceCents !== null ? ` now; ${formatCents(pkg.draftPriceCents)} once published` : ''}
                {pkg.retired ? ' · retired' : ''}
              </h4>
              <p css={{ margin: 0 }}>{pkg.category}</p>
              {pkg.description ? <p css={{ margin: 0 }}>{pkg.description}</p> : null}
              <ul css={{ margin: 0, paddingInlineStart: theme.space.lg }}>
                {pkg.lines.map((line) => (
                  <li key={line.id}>
                    {line.quantity > 1 ? `${line.quantity} × ` : ''}
                    {line.name}
                    {line.mayLeaveOut ? ` · may be left out (${formatCents(line.leaveOutCreditCents)} less)` : ''}
                    {line.allowExtra ? ' · another may be added' : ''}
                  </li>
                ))}
              </ul>
              {canChange ? (
                <>
                  <details>
                    <summary css={summaryCss}>Edit {pkg.name}</summary>
                    <PackageForm pkg={pkg} catalogue={catalogue} />
                  </details>
                  <div>
                    <Button size="sm" displayType="SECONDARY" disabled={retire.isPending} onClick={() => retire.mutate({ id: pkg.id, retired: !pkg.retired })}>
                      {pkg.retired ? `Offer ${pkg.name} again` : `Retire ${pkg.name}`}
                    </Button>
                  </div>
                </>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {canChange ? (
        <details>
          <summary css={summaryCss}>Add a package</summary>
          <PackageForm catalogue={catalogue} />
        </details>
      ) : null}
    </>
  );
}
