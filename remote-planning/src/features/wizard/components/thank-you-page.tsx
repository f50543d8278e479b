import { Global } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useQuery } from '@keepsake/shared/query';
import { renderContextAtom } from '@keepsake/shared/store';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, buttonStyles, useDocumentTitle } from '@keepsake/shared/ui';
import { planningAddressQuery } from '../api/get-planning-address';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { submittedPlanAtom } from '../state/wizard-atoms';
import { PlanSummary, printOnlyThisPage } from './plan-summary';
import { cardStyles, headingStyles, leadStyles, pageStyles } from './wizard-styles';

export function ThankYouPage() {
  const theme = useTheme();
  const company = useAtomValue(renderContextAtom)?.company;
  const submitted = useAtomValue(submittedPlanAtom);
  // The address is a courtesy on this page: without it (a failed call) the thanks still stands.
  const address = useQuery(planningAddressQuery).data;
  const headingRef = useFocusOnMount<HTMLHeadingElement>('thank-you');
  useDocumentTitle('Thank you | Plan Now');

  const name = submitted?.contactFirstName;
  const location = address?.location;
  return (
    <div css={pageStyles(theme)}>
      <Global styles={printOnlyThisPage} />
      <h1 ref={headingRef} tabIndex={-1} css={headingStyles(theme)}>
        {name ? `Thank you, ${name}` : 'Thank you'}
      </h1>
      <p css={leadStyles(theme)}>
        {submitted?.planType === 'at-need'
          ? 'We have received your information. A member of our staff will reach out shortly to guide you through the next steps.'
          : 'We have received your plan. A member of our staff will be in touch to review it with you.'}
      </p>
      {submitted ? (
        <section aria-labelledby="plan-reference" css={cardStyles(theme)}>
          <h2 id="plan-reference" css={{ margin: `0 0 ${theme.space.xs}`, fontSize: fontSizes.xl }}>
            Your reference number
          </h2>
          <p css={{ margin: `0 0 ${theme.space.sm}`, fontSize: fontSizes.xxl, fontWeight: 700, letterSpacing: '0.05em' }}>{submitted.reference}</p>
          <p css={{ margin: 0 }}>
            Please quote it when you call us.{' '}
            {submitted.emailedTo
              ? `A copy of your answers is on its way to ${submitted.emailedTo}.`
              : 'We could not email you a copy just now; you can print your answers below.'}
          </p>
        </section>
      ) : null}
      {company ? (
        <section aria-labelledby="reach-us" css={cardStyles(theme)}>
          <h2 id="reach-us" css={{ margin: `0 0 ${theme.space.xs}`, fontSize: fontSizes.xl }}>
            If you would like to talk sooner
          </h2>
          <p css={{ margin: 0 }}>
            Call {company.name} at <a href={`tel:${company.phoneNumber.replace(/[^\d+]/g, '')}`}>{company.phoneNumber}</a>, any time of day or night.
          </p>
          {location ? (
            <address css={{ marginTop: theme.space.md, fontStyle: 'normal' }}>
              {location.name}
              <br />
              {location.address.line1}
              {location.address.line2 ? `, ${location.address.line2}` : ''}
              <br />
              {location.address.city}, {location.address.region} {location.address.postalCode}
            </address>
          ) : null}
        </section>
      ) : null}
      {submitted ? <PlanSummary summary={submitted.summary} reference={submitted.reference} /> : null}
      <div data-print-hidden css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        {submitted ? (
          <Button displayType="PRIMARY" onClick={() => window.print()}>
            Print your answers
          </Button>
        ) : null}
        <Link to="/" css={buttonStyles(theme, { displayType: 'SECONDARY' })}>
          Return to the home page
        </Link>
      </div>
    </div>
  );
}
