import { useTheme } from '@keepsake/shared/theme';
import { choiceStyles, hintStyles } from '@keepsake/shared/ui';
import type { Path } from '../../state/schema-walk';
import { useFieldEnv } from './field-env';

/** Which of the home's locations a map shows; none ticked means every location (the contract's rule). */
export function LocationsField({ path, value }: { path: Path; value: string[] }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const toggle = (id: string, on: boolean) =>
    env.set(
      path,
      env.locations.map((l) => l.id).filter((l) => (l === id ? on : value.includes(l))),
    );
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.xxs }}>
      <legend css={{ fontWeight: 600 }}>Locations shown</legend>
      <p css={hintStyles(theme)}>None ticked shows every location.</p>
      {env.locations.map((location) => (
        <label key={location.id} css={choiceStyles(theme)}>
          <input type="checkbox" checked={value.includes(location.id)} onChange={(event) => toggle(location.id, event.target.checked)} />
          <span>{location.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
