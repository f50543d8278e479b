import { RadioGroupField, SelectField, TextField } from '@keepsake/shared/forms';
import { useLocationOptions } from '../hooks/use-location-options';
import { NamePartsFields } from './name-parts-fields';

/** The facts of a case, the same fields when it is created and when it is edited. */
export function CaseFactFields() {
  const locations = useLocationOptions();
  return (
    <>
      <NamePartsFields />
      <TextField name="birthDate" type="date" label="Date of birth" />
      <TextField name="deathDate" type="date" label="Date of death" hint="Leave empty for a pre-need case" />
      <SelectField name="locationId" label="Location" options={locations} placeholder="No location yet" />
      <RadioGroupField
        name="kind"
        legend="Type of case"
        required
        options={[
          { value: 'AT_NEED', label: 'At-need', description: 'A death has occurred.' },
          { value: 'PRE_NEED', label: 'Pre-need', description: 'Planning ahead.' },
        ]}
      />
    </>
  );
}
