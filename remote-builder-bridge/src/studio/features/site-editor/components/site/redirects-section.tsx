import { useId, useState } from 'react';
import { fieldErrorsOf } from '@keepsake/shared/api-client';
import { newRedirectBodySchema, type NewRedirectBody } from '@keepsake/shared/contract/website';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, hintStyles } from '@keepsake/shared/ui';
import { addRedirect, redirectsQuery, removeRedirect } from '../../api/redirects';
import { messageOf } from '../../state/notice';
import { plainList, toolButton } from '../editor-styles';

/**
 * The home's redirects: an old address sends visitors to a page of the site, or to an address on a site
 * the home allows (the server refuses anything else). Live at once; moved pages get theirs on publish.
 */
export function RedirectsSection() {
  const theme = useTheme();
  const titleId = useId();
  const list = useQuery(redirectsQuery);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm({ schema: newRedirectBodySchema, defaultValues: { from: '', to: '', permanent: true } });
  const add = useMutation({ mutationFn: addRedirect, meta: { changes: [['site']] } });
  const remove = useMutation({ mutationFn: removeRedirect, meta: { changes: [['site']] }, onError: (e) => setError(messageOf(e)) });
  const submit = async (values: NewRedirectBody) => {
    setError(null);
    try {
      await add.mutateAsync(values);
      form.reset({ from: '', to: '', permanent: true });
    } catch (e) {
      const hasFieldErrors = Object.keys(fieldErrorsOf(e)).length > 0;
      const unmatched = applyApiFieldErrors(e, form.setError, ['from', 'to']);
      if (!hasFieldErrors || unmatched.length) setError(unmatched[0] ?? messageOf(e));
    }
  };
  return (
    <section aria-labelledby={titleId} css={{ display: 'grid', gap: theme.space.xs }}>
      <h3 id={titleId} css={{ margin: 0, fontSize: '1rem' }}>
        Redirects
      </h3>
      <p css={hintStyles(theme)}>These work at once, without publishing.</p>
      {list.isPending ? <p>Loading…</p> : null}
      <ul css={plainList(theme)} aria-label="Redirects">
        {list.data?.map((redirect) => (
          <li key={redirect.id} css={{ display: 'flex', gap: theme.space.xs, alignItems: 'center', justifyContent: 'space-between', overflowWrap: 'anywhere' }}>
            <span>
              {redirect.from} → {redirect.to}
            </span>
            <button
              type="button"
              css={toolButton(theme, 'xs')}
              disabled={remove.isPending}
              aria-label={`Remove the redirect from ${redirect.from}`}
              onClick={() => remove.mutate(redirect.id)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <Form id="studio-new-redirect" form={form} onSubmit={submit} aria-label="Add a redirect" css={{ display: 'grid', gap: theme.space.xxs }}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField name="from" label="Old path" hint="e.g. /old-page" required />
        <TextField name="to" label="Goes to" hint="A path of this site, or an allowed https:// address" required />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Add redirect
        </Button>
      </Form>
    </section>
  );
}
