import { useEffect, useRef } from 'react';
import { joinNameParts, splitFullName, type NameParts } from '@keepsake/shared/contract/staff';
import { TextField, useFormContext, useWatch } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';

type NameValues = NameParts & { fullName: string };
const PARTS = ['firstName', 'middleName', 'lastName', 'suffix'] as const;

/**
 * The deceased's name as one line and in parts (issue 36.5), kept in step both ways: typing the full name
 * fills the parts the way the API reads one (splitFullName); correcting a part (a two-word last name, a
 * suffix) writes the full name from the parts. The API stores the parts and writes the full name from them.
 */
export function NamePartsFields() {
  const theme = useTheme();
  const { control, setValue } = useFormContext<NameValues>();
  const [fullName, ...parts] = useWatch({ control, name: ['fullName', ...PARTS] });
  const joined = joinNameParts({ firstName: parts[0], middleName: parts[1], lastName: parts[2], suffix: parts[3] });
  const synced = useRef({ fullName, joined });

  useEffect(() => {
    const last = synced.current;
    if (fullName !== last.fullName && fullName.trim() !== joined) {
      const split = splitFullName(fullName);
      for (const part of PARTS) setValue(part, split[part], { shouldDirty: true });
      synced.current = { fullName, joined: joinNameParts(split) };
    } else if (joined !== last.joined && joined !== fullName.trim()) {
      setValue('fullName', joined, { shouldDirty: true });
      synced.current = { fullName: joined, joined };
    } else {
      synced.current = { fullName, joined };
    }
  }, [fullName, joined, setValue]);

  return (
    <>
      <TextField name="fullName" label="Full name of the deceased (or of the person planning ahead)" autoComplete="off" required />
      <fieldset css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: theme.space.sm, border: 0, padding: 0, margin: 0 }}>
        <legend css={{ marginBottom: theme.space.xs }}>The name in parts, as the obituary, stationery and statement use it</legend>
        <TextField name="firstName" label="First name" autoComplete="off" />
        <TextField name="middleName" label="Middle name" autoComplete="off" />
        <TextField name="lastName" label="Last name" autoComplete="off" />
        <TextField name="suffix" label="Suffix" hint="Jr., Sr., III" autoComplete="off" />
      </fieldset>
    </>
  );
}
