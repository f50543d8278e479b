export { formErrorMap, issueMessage, GENERIC_MESSAGE } from './error-map';
export { applyApiErrors, applyApiFieldErrors, applyFieldErrors } from './apply-api-errors';
export { useZodForm, type UseZodFormOptions, type FormSchema } from './use-zod-form';
export { useFormDraft } from './use-form-draft';
export { readDraft, writeDraft, clearDraft } from '@keepsake/shared/drafts';
export { Form, type FormProps } from './form';
export { FormAlert } from './form-alert';
export { ChooseNewPasswordForm, type ChooseNewPasswordFormProps } from './choose-new-password-form';
export { TextField, type TextFieldProps } from './fields/text-field';
export { TextAreaField, type TextAreaFieldProps } from './fields/text-area-field';
export { SelectField, type SelectFieldProps, type FieldOption } from './fields/select-field';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './fields/radio-group-field';
export { CheckboxField, type CheckboxFieldProps } from './fields/checkbox-field';
// Lists inside a form (a package's lines, a product's sizes) and parts that read the form they sit in (the
// catalogue's photo upload): react-hook-form's own, through the one singleton.
export { useFieldArray, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
