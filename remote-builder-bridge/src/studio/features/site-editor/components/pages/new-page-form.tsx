import { useEffect, useId } from 'react';
import { newPageFormSchema, type NewPageForm as NewPageValues, type RenderContext } from '@keepsake/shared/contract/website';
import { Form, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { pathProblem, slugFrom } from '../../state/page-operations';

/** A new page from a title (its path follows the title until staff change it), blank or from a template page. */
export function NewPageForm({ context, onCreate, onCancel }: { context: RenderContext; onCreate: (values: NewPageValues) => void; onCancel: () => void }) {
  const theme = useTheme();
  const titleId = useId();
  const form = useZodForm({ schema: newPageFormSchema, defaultValues: { title: '', path: '', template: '' } });
  const templates = Object.entries(context.pages).map(([path, page]) => ({ value: path, label: `A copy of ${page.title} (${path})` }));
  const submit = (values: NewPageValues) => {
    const problem = pathProblem(context, values.path);
    if (problem) return form.setError('path', { message: problem }, { shouldFocus: true });
    onCreate(values);
  };
  // The path follows the title until staff type one of their own.
  const title = form.watch('title');
  useEffect(() => {
    if (!form.getFieldState('path').isDirty) form.setValue('path', title ? slugFrom(title) : '');
  }, [title, form]);
  return (
    <Form id="studio-new-page" form={form} onSubmit={submit} aria-labelledby={titleId} css={{ display: 'grid', gap: theme.space.xs }}>
      <h3 id={titleId} css={{ margin: 0, fontSize: '1rem' }}>
        New page
      </h3>
      <TextField name="title" label="Title" required />
      <TextField name="path" label="Path" hint="Where visitors find it, e.g. /grief-support" required />
      <SelectField name="template" label="Start from" options={templates} placeholder="A blank page" />
      <div css={{ display: 'flex', gap: theme.space.xs }}>
        <Button type="submit" size="sm">
          Create page
        </Button>
        <Button type="button" size="sm" displayType="SECONDARY" color="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
