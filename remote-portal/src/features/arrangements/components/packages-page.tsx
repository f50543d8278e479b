import { Link, useNavigate } from 'react-router-dom';
import type { ArrangementPackage } from '@keepsake/shared/contract/arrangement';
import { usePageQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { Alert, cardCss, linkCss, Loading, Money } from '../../../components/arrangement-frame';
import { useArrangementChange } from '../../../hooks/use-arrangement-change';
import { useArrangementOutlet } from '../../../hooks/use-case-outlet';
import { messageOf } from '@keepsake/shared/api-client';
import { packagesQuery } from '../api/get-packages';
import { selectPackage } from '../api/select-package';

/** The default view: each package, what it includes, its price against the same items bought alone. */
export function PackagesPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { caseDetail, casePath, arrangement, base } = useArrangementOutlet();
  const packages = usePageQuery(packagesQuery(caseDetail.id));
  // Choosing a package is one press, not a form: its failure is the mutation's own error (cleared by the next press).
  const pick = useArrangementChange(caseDetail.id, (packageId: number) => selectPackage(caseDetail.id, packageId));
  if (!packages) return <Loading label="Loading the packages…" />;

  const choose = (pkg: ArrangementPackage) => pick.mutate(pkg.packageId, { onSuccess: () => navigate(`${base}/selections`) });

  return (
    <>
      <p css={{ lineHeight: 1.6, marginTop: 0 }}>
        A package brings together what most families choose, for less than the same items alone. You can add or leave out items after choosing one. Every price
        is on our{' '}
        <Link to={`${casePath}/price-list`} css={linkCss(theme)}>
          general price list
        </Link>
        .
      </p>
      {pick.error ? <Alert>{messageOf(pick.error)}</Alert> : null}
      <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {packages.items.map((pkg) => {
          const headingId = `package-${pkg.packageId}`;
          return (
            <li key={pkg.packageId} aria-labelledby={headingId} css={{ ...cardCss(theme), borderWidth: pkg.selected ? 3 : 1 }}>
              <p css={{ margin: 0, fontSize: fontSizes.sm, textTransform: 'uppercase', letterSpacing: '0.05em' }}>{pkg.category}</p>
              <h2 id={headingId} css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, margin: '0.25rem 0' }}>
                {pkg.name}
              </h2>
              <p css={{ margin: '0 0 0.5rem', lineHeight: 1.5 }}>{pkg.description}</p>
              <p css={{ margin: '0 0 0.5rem', fontSize: fontSizes.lg }}>
                <strong>
                  <Money cents={pkg.priceCents} />
                </strong>{' '}
                <span>
                  (these items alone: <Money cents={pkg.itemsAloneCents} />, you save <Money cents={pkg.itemsAloneCents - pkg.priceCents} />)
                </span>
              </p>
              <details css={{ marginBottom: theme.space.sm }}>
                <summary css={{ cursor: 'pointer', padding: '0.25rem 0' }}>What the package includes</summary>
                <ul css={{ lineHeight: 1.6 }}>
                  {pkg.includes.map((entry, index) => (
                    <li key={index}>
                      {entry.name}
                      {entry.choice ? ' (your choice)' : ''}
                    </li>
                  ))}
                </ul>
              </details>
              {pkg.selected ? (
                <p css={{ fontWeight: 700, margin: 0 }}>
                  Your package.{' '}
                  <Link to={`${base}/selections`} css={linkCss(theme)}>
                    Go to selections
                  </Link>
                </p>
              ) : (
                <Button
                  displayType={arrangement.packageId === null ? 'PRIMARY' : 'SECONDARY'}
                  disabled={arrangement.readOnly || pick.isPending}
                  onClick={() => choose(pkg)}
                  aria-describedby={headingId}
                >
                  {arrangement.packageId === null ? 'Choose this package' : 'Switch to this package'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
