import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMap } from './error-map';

// Any zod schema of an object (plain, refined or transformed); the resolver needs zod's type tag.
export type FormSchema = z.ZodType<FieldValues, z.ZodTypeDef & { typeName: string }, FieldValues>;

export interface UseZodFormOptions<S extends FormSchema> extends Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> {
  schema: S;
}

/**
 * react-hook-form validated by a zod schema with the SPEC §5 messages. Errors appear after the first
 * submit and then update as the person types, so nobody is scolded for a field they have not reached.
 */
export function useZodForm<S extends FormSchema>({ schema, ...options }: UseZodFormOptions<S>): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    // A full ParseParams (path and async are zod's own defaults): the resolver's types ask for all three.
    resolver: zodResolver(schema, { errorMap: formErrorMap, path: [], async: true }),
  });
}
