import { useStore } from 'jotai';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { PLAN_RESUME_DAYS, planResumeRequestSchema } from '@keepsake/shared/contract/planning';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { emailResumeLink } from '../api/resume-links';
import { planDraftAtom } from '../state/wizard-atoms';

const emailOnly = planResumeRequestSchema.pick({ email: true });

/**
 * "Email me a link to finish later" (issue 43.8), under each step: the answers so far go to the API with the
 * address, and the mailed link restores them once on any device (StartPage reads `?resume=`).
 */
export function FinishLater() {
  const theme = useTheme();
  const store = useStore();
  const form = useZodForm({ schema: emailOnly, defaultValues: { email: store.get(planDraftAtom).answers.contactEmail ?? '' } });
  const send = useMutation({ mutationFn: emailResumeLink });
  const failure = send.error && Object.keys(fieldErrorsOf(send.error)).length === 0 ? send.error : null;

  return (
    <section
      aria-labelledby="finish-later-heading"
      css={{ marginTop: theme.space.xl, paddingTop: theme.space.lg, borderTop: `1px solid ${theme.colors.palette.neutral.onPage}` }}
    >
      <h2 id="finish-later-heading" css={{ margin: `0 0 ${theme.space.xs}`, fontSize: fontSizes.xl }}>
        Finish later
      </h2>
      <p css={{ margin: `0 0 ${theme.space.md}` }}>
        Your answers stay on this device. To finish on another one, we can email you a link to your plan. It works once, for {PLAN_RESUME_DAYS} days.
      </p>
      <Form
        id="finish-later"
        form={form}
        onSubmit={({ email }) =>
          send.mutate({ email, draft: store.get(planDraftAtom) }, { onError: (error) => applyApiFieldErrors(error, form.setError, ['email']) })
        }
      >
        {failure ? <FormAlert>{messageOf(failure, 'The link was not sent. Please try again.')}</FormAlert> : null}
        <TextField name="email" label="Your email" type="email" autoComplete="email" spellCheck={false} required />
        <Button type="submit" displayType="SECONDARY" disabled={send.isPending}>
          Email me a link
        </Button>
      </Form>
      <p role="status" css={{ margin: `${theme.space.sm} 0 0` }}>
        {send.isSuccess ? `We sent a link to ${send.data.emailedTo}. It works once, for ${PLAN_RESUME_DAYS} days.` : ''}
      </p>
    </section>
  );
}
