import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { staffObituaryEditSchema, type StaffObituaryDetail, type StaffObituaryEdit } from '@keepsake/shared/contract/obituary';
import { applyApiFieldErrors, Form, FormAlert, TextAreaField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { deskPageStyles, linkStyles } from '../../../components/desk-styles';
import { obituaryQuery, saveObituary, setObituaryPublished } from '../api/obituaries';

const FIELDS = ['fullName', 'birthDate', 'deathDate', 'city', 'biography'] as const;

/** /studio/obituaries/:id: an obituary without a case, its words and dates, and whether the website shows it. */
export function ObituaryEditPage() {
  const obituaryId = Number(useParams().obituaryId);
  const theme = useTheme();
  const { data, error } = useQuery({ ...obituaryQuery(obituaryId), enabled: Number.isInteger(obituaryId) });
  useDocumentTitle(data ? `Obituary of ${data.fullName}` : 'Obituary');
  return (
    <main css={deskPageStyles(theme)}>
      <Link to="/studio/obituaries" css={linkStyles(theme)}>
        All obituaries without a case
      </Link>
      {error ? <p role="alert">{messageOf(error, 'This obituary could not be loaded just now.')}</p> : null}
      {data ? <ObituaryEditor obituary={data} /> : error ? null : <p role="status">Loading the obituary…</p>}
    </main>
  );
}

function ObituaryEditor({ obituary }: { obituary: StaffObituaryDetail }) {
  const theme = useTheme();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm({
    schema: staffObituaryEditSchema,
    defaultValues: {
      fullName: obituary.fullName,
      birthDate: obituary.birthDate ?? '',
      deathDate: obituary.deathDate,
      city: obituary.city,
      biography: obituary.biography,
    },
  });
  const save = useMutation({ mutationFn: (body: StaffObituaryEdit) => saveObituary(obituary.id, body), meta: { changes: [['obituaries']] } });
  const publish = useMutation({ mutationFn: (published: boolean) => setObituaryPublished(obituary.id, published), meta: { changes: [['obituaries']] } });

  const submit = async (values: StaffObituaryEdit) => {
    setAlert(null);
    try {
      await save.mutateAsync(values);
      toast.success({ title: 'The obituary is saved', description: obituary.published ? 'The website shows the new words.' : undefined });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'This could not be saved just now. Please try again.'));
      }
    }
  };
  const toggle = async () => {
    setAlert(null);
    try {
      const next = await publish.mutateAsync(!obituary.published);
      toast.success({ title: next.published ? 'The obituary is on the website' : 'The obituary is taken off the website' });
    } catch (error) {
      setAlert(messageOf(error, 'That did not work just now. Please try again.'));
    }
  };

  return (
    <>
      <h2 css={{ margin: 0 }}>Obituary of {obituary.fullName}</h2>
      <p css={{ margin: 0 }}>
        {obituary.published ? (
          <>
            On the website:{' '}
            <a href={obituary.publicPath} css={linkStyles(theme)}>
              the public page
            </a>
            .
          </>
        ) : (
          'Taken off the website: visitors do not see it.'
        )}{' '}
        {obituary.orders === 1 ? '1 flower order.' : `${obituary.orders} flower orders.`}
      </p>
      <div>
        <Button displayType="SECONDARY" onClick={() => void toggle()} disabled={publish.isPending}>
          {obituary.published ? 'Take off the website' : 'Publish on the website'}
        </Button>
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="obituary-only" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '40rem' }}>
        <TextField name="fullName" label="Full name" autoComplete="off" required />
        <TextField name="birthDate" type="date" label="Date of birth" />
        <TextField name="deathDate" type="date" label="Date of death" required />
        <TextField name="city" label="City" />
        <TextAreaField name="biography" label="Obituary" rows={12} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            Save the obituary
          </Button>
        </div>
      </Form>
    </>
  );
}
