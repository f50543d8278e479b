import { formatCents, type Arrangement } from '@keepsake/shared/contract/arrangement';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { choosePackage, packagesQuery } from '../../api/arrangement-conference';
import { useArrangementWrite } from './use-arrangement-write';

/** The home's packages at the case's prices: choose one, or change to another (what was added alone stays). */
export function ConferencePackages({ caseId, arrangement }: { caseId: number; arrangement: Arrangement }) {
  const theme = useTheme();
  const { data } = useQuery(packagesQuery(caseId));
  const write = useArrangementWrite(caseId);
  return (
    <section aria-labelledby="conference-packages-heading">
      <h3 id="conference-packages-heading">Package</h3>
      {!data ? <p role="status">Loading the packages…</p> : null}
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
        {data?.items.map((pkg) => (
          <li key={pkg.packageId} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'baseline', justifyContent: 'space-between' }}>
            <span>
              <strong>{pkg.name}</strong> · {formatCents(pkg.priceCents)}
              {pkg.itemsAloneCents > pkg.priceCents ? ` (${formatCents(pkg.itemsAloneCents)} bought alone)` : ''}
              <span css={{ display: 'block', fontSize: '0.9rem' }}>{pkg.includes.map((entry) => entry.name).join(', ')}</span>
            </span>
            {pkg.selected ? (
              <strong>Chosen</strong>
            ) : (
              <Button
                size="sm"
                displayType="SECONDARY"
                disabled={arrangement.readOnly || write.isPending}
                onClick={() => write.mutate({ run: () => choosePackage(caseId, pkg.packageId), done: `${pkg.name} chosen` })}
              >
                {arrangement.packageId === null ? 'Choose' : 'Change to'} {pkg.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
