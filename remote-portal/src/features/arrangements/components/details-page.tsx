import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  arrangementDetailsFormSchema,
  DISPOSITIONS,
  PHONE_MASK,
  POSTAL_MASK,
  REGION_MASK,
  type ArrangementDetailsForm,
  type Contract,
} from '@keepsake/shared/contract/arrangement';
import {
  applyApiFieldErrors,
  clearDraft,
  Form,
  FormAlert,
  readDraft,
  SelectField,
  TextAreaField,
  TextField,
  useFormDraft,
  useZodForm,
} from '@keepsake/shared/forms';
import { useMutation, usePageQuery, useQueryClient } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { contractQuery } from '../../../api/get-contract';
import { saveContractDetails } from '../../../api/save-contract-details';
import { linkCss, Loading } from '../../../components/arrangement-frame';
import { useArrangementOutlet } from '../../../hooks/use-case-outlet';
import { messageOf } from '@keepsake/shared/api-client';

const FIELDS = [
  'purchaser.name',
  'purchaser.relationship',
  'purchaser.line1',
  'purchaser.line2',
  'purchaser.city',
  'purchaser.region',
  'purchaser.postalCode',
  'purchaser.phone',
  'purchaser.email',
  'details.disposition',
  'details.placeOfDisposition',
  'details.clergyOrCelebrant',
  'details.notes',
];
const DISPOSITION_LABELS: Record<(typeof DISPOSITIONS)[number], string> = {
  BURIAL: 'Burial',
  CREMATION: 'Cremation',
  ENTOMBMENT: 'Entombment',
  DONATION: 'Donation to science',
};

const empty: ArrangementDetailsForm = {
  purchaser: { name: '', relationship: '', line1: '', line2: '', city: '', region: '', postalCode: '', phone: '', email: '' },
  details: { disposition: '' as never, placeOfDisposition: '', clergyOrCelebrant: '', notes: '' },
};

/** The purchaser and the contract details. Every keystroke is kept as a draft for the visit until it is saved. */
export function DetailsPage() {
  const { caseDetail } = useArrangementOutlet();
  const contract = usePageQuery(contractQuery(caseDetail.id));
  if (!contract) return <Loading label="Loading your details…" />;
  return <DetailsForm contract={contract} />;
}

function DetailsForm({ contract }: { contract: Contract }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { caseDetail, arrangement, base } = useArrangementOutlet();
  const draftKey = `arrangement-details:${caseDetail.id}`;
  const saved: ArrangementDetailsForm = {
    purchaser: { ...empty.purchaser, ...(contract.purchaser ?? {}) },
    details: { ...empty.details, ...(contract.details ?? {}) },
  };
  const form = useZodForm({ schema: arrangementDetailsFormSchema, defaultValues: readDraft<ArrangementDetailsForm>(draftKey) ?? saved });
  useFormDraft(form, draftKey, { enabled: !arrangement.readOnly });
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: ArrangementDetailsForm) => saveContractDetails(caseDetail.id, body),
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (value) => client.setQueryData(familyKeys.contract(caseDetail.id), value),
  });

  const submit = async (body: ArrangementDetailsForm) => {
    setAlert(null);
    try {
      await save.mutateAsync(body);
      clearDraft(draftKey);
      navigate(`${base}/review`);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      setAlert(unmatched[0] ?? messageOf(error, 'Your details could not be saved just now. Nothing you typed is lost; please try again.'));
    }
  };

  const two = { display: 'grid', gap: `0 ${theme.space.md}`, [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' } } as const;
  const legend = { padding: 0, marginBottom: theme.space.md, fontFamily: theme.fonts.heading, fontSize: fontSizes.xl } as const;
  return (
    <Form id="arrangement-details" form={form} onSubmit={submit}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <fieldset disabled={arrangement.readOnly} css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.xl}` }}>
        <legend css={legend}>Purchaser</legend>
        <p css={{ marginTop: 0 }}>The person signing the contract and responsible for payment.</p>
        <TextField name="purchaser.name" label="Full name" required autoComplete="name" maxLength={120} />
        <TextField name="purchaser.relationship" label="Relationship to the deceased" required maxLength={60} hint="For example: son, daughter, spouse" />
        <TextField name="purchaser.line1" label="Street address" required autoComplete="address-line1" maxLength={120} />
        <TextField name="purchaser.line2" label="Apartment, suite (optional)" autoComplete="address-line2" maxLength={120} />
        <div css={two}>
          <TextField name="purchaser.city" label="City" required autoComplete="address-level2" maxLength={80} />
          <TextField name="purchaser.region" label="State (2 letters)" required autoComplete="address-level1" mask={REGION_MASK} />
        </div>
        <div css={two}>
          <TextField name="purchaser.postalCode" label="ZIP code" required autoComplete="postal-code" mask={POSTAL_MASK} />
          <TextField name="purchaser.phone" label="Phone" type="tel" required autoComplete="tel" mask={PHONE_MASK} />
        </div>
        <TextField name="purchaser.email" label="Email" type="email" required autoComplete="email" maxLength={254} />
      </fieldset>
      <fieldset disabled={arrangement.readOnly} css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.xl}` }}>
        <legend css={legend}>Contract details</legend>
        <SelectField
          name="details.disposition"
          label="Final disposition"
          required
          options={DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }))}
        />
        <TextField name="details.placeOfDisposition" label="Cemetery or crematory (optional)" maxLength={160} />
        <TextField name="details.clergyOrCelebrant" label="Clergy or celebrant (optional)" maxLength={120} />
        <TextAreaField name="details.notes" label="Notes for the funeral director (optional)" rows={3} maxLength={1000} />
      </fieldset>
      {!arrangement.readOnly ? (
        <Button type="submit" displayType="PRIMARY" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save and review'}
        </Button>
      ) : (
        <Link to={`${base}/review`} css={linkCss(theme)}>
          Review
        </Link>
      )}
    </Form>
  );
}
