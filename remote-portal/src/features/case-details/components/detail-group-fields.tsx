import { useId } from 'react';
import type { CaseDetailGroup } from '@keepsake/shared/contract/case';
import { TextAreaField, TextField } from '@keepsake/shared/forms';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { cardStyle } from '../../../components/section';
import { DETAIL_GROUPS } from '../state/detail-groups';

/** One group of the add-details form (its fields named `<group>.<field>`), under its own heading. */
export function DetailGroupFields({ group }: { group: CaseDetailGroup }) {
  const theme = useTheme();
  const headingId = useId();
  const definition = DETAIL_GROUPS[group];
  return (
    <section aria-labelledby={headingId} css={{ ...cardStyle(theme), marginBottom: theme.space.lg }}>
      <h2 id={headingId} css={{ fontSize: fontSizes.xl, marginTop: 0 }}>
        {definition.title}
      </h2>
      {definition.intro ? <p>{definition.intro}</p> : null}
      {definition.fields.map((field) => {
        const name = `${group}.${field.name}`;
        return field.kind === 'long' ? (
          <TextAreaField key={name} name={name} label={field.label} hint={field.hint} rows={4} />
        ) : (
          <TextField
            key={name}
            name={name}
            label={field.label}
            hint={field.hint}
            required={field.required}
            {...(field.kind === 'date' ? { mask: '####-##-##' } : {})}
          />
        );
      })}
    </section>
  );
}
