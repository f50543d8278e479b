import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { useHydrated } from '@keepsake/shared/ui';
import { FormIdContext } from './form-id-context';

export interface FormProps<T extends FieldValues, R extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'id' | 'children'> {
  // Every field id starts with it, so keep it unique on the page.
  id: string;
  form: UseFormReturn<T, unknown, R>;
  onSubmit: SubmitHandler<R>;
  children: ReactNode;
  /** The server takes this form as plain HTML (the portal's sign-in and forgotten password, which the shell answers:
   *  tools/serve/src/form-sign-in.mjs), so it is usable before the page hydrates. Give it method="post" too. */
  takenWithoutScript?: boolean;
}

// The browser's own bubbles are off (noValidate): they ignore the site's language, the SPEC §5
// messages and screen-reader linking, which the fields provide instead.
export function Form<T extends FieldValues, R extends FieldValues>({ id, form, onSubmit, children, takenWithoutScript = false, ...props }: FormProps<T, R>) {
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <FormIdContext.Provider value={id}>
        <form
          id={id}
          noValidate
          {...props}
          onSubmit={(event) => {
            // A form's submit is its own: React bubbles it through a portal, so a dialog's form drawn from inside
            // another form (the approval dialog opened by the wall settings) would submit that one too.
            event.stopPropagation();
            void form.handleSubmit(onSubmit)(event);
          }}
        >
          {/* A form in the server's HTML waits for the script: a choice made before the page hydrates is undone by
              React (a radio of the checkout, seen in CI) and a press sends nothing, so its controls are disabled
              until then (never a dead control, ADR 112). Not a form the server takes as plain HTML
              (`takenWithoutScript`), nor one drawn in the browser. */}
          <fieldset role="none" disabled={!hydrated && !takenWithoutScript} style={{ display: 'contents' }}>
            {children}
          </fieldset>
        </form>
      </FormIdContext.Provider>
    </FormProvider>
  );
}
