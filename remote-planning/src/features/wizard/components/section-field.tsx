import type { PlanningField } from '@keepsake/shared/contract/planning';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@keepsake/shared/forms';

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel', date: 'date' } as const;

/** One question of a section, drawn with the shared field for its kind. `today` bounds dates not in the future. */
export function SectionField({ field, today }: { field: PlanningField; today?: string }) {
  const common = { name: field.id, hint: field.hint, required: field.required && !field.showIf };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} label={field.name} />;
    case 'select':
      return <SelectField {...common} label={field.name} options={field.options ?? []} />;
    case 'radio':
      return <RadioGroupField {...common} legend={field.name} options={field.options ?? []} />;
    default:
      return (
        <TextField
          {...common}
          label={field.name}
          type={INPUT_TYPES[field.kind]}
          mask={field.mask}
          autoComplete={field.autoComplete}
          spellCheck={field.kind === 'text' ? undefined : false}
          max={field.kind === 'date' && field.notInFuture ? today : undefined}
        />
      );
  }
}
