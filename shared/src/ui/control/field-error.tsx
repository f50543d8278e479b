import { useTheme, visuallyHidden } from '@keepsake/shared/theme';
import { ExclamationIcon } from '../icons';
import { errorStyles } from './control-styles';

/** A field's error under it, as every form shows one: the icon, "Error: " for screen readers, the message. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  const theme = useTheme();
  if (!message) return null;
  return (
    <p id={id} css={errorStyles(theme)}>
      <ExclamationIcon />
      <span>
        <span css={visuallyHidden}>Error: </span>
        {message}
      </span>
    </p>
  );
}
