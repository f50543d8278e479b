import { useId, useRef, useState, type ChangeEvent } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import { useFormContext, useWatch } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { FieldError, fieldStyles, hintStyles, labelStyles } from '@keepsake/shared/ui';
import { uploadSiteImage } from '../../../api/upload-site-image';

const FAILED = 'The photo could not be uploaded just now. Please try again.';

/**
 * Uploads a photo from the computer or phone through the API's image pipeline (the website's pictures), then
 * fills the form's photo address with the stored picture's address; the address field stays for a typed one.
 * A new photo needs its own description, so the old alt text is cleared and focus moves to it.
 */
export function PhotoUpload({ urlName = 'imageUrl', altName = 'imageAlt' }: { urlName?: string; altName?: string }) {
  const theme = useTheme();
  const id = useId();
  // Inside the house Form (its FormProvider): the same component serves the item and the product form.
  const { control, setValue, setFocus, formState } = useFormContext();
  const url = useWatch({ control, name: urlName }) as string | undefined;
  const alt = useWatch({ control, name: altName }) as string | undefined;
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const busy = useRef(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Not disabled while uploading: a disabled input drops keyboard focus; a second choice waits instead.
    if (!file || busy.current) return;
    busy.current = true;
    setError(null);
    setStatus(`Uploading ${file.name}…`);
    try {
      const image = await uploadSiteImage(file);
      setValue(urlName, image.src, { shouldDirty: true, shouldValidate: true });
      setValue(altName, '', { shouldDirty: true });
      setUploaded(image.src);
      setStatus('Photo uploaded. Please describe what it shows.');
      setFocus(altName);
    } catch (caught) {
      setStatus('');
      // The API says why (not a picture, too large); a network failure has no message worth showing.
      setError(messageOf(caught, FAILED));
    } finally {
      busy.current = false;
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  };

  // The saved photo or the one just uploaded; a half-typed address would only show a broken picture.
  const saved = (formState.defaultValues?.[urlName] as string | undefined) ?? '';
  const preview = url && (url === uploaded || url === saved) ? url : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div css={[fieldStyles(theme), { margin: 0, display: 'grid', gap: theme.space.xs }]}>
      <label htmlFor={id} css={labelStyles(theme)}>
        Upload a photo
      </label>
      <p id={hintId} css={hintStyles(theme)}>
        A JPEG, PNG or WebP photo from your computer or phone; it fills in the photo address below.
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void upload(event)}
      />
      <p role="status" css={hintStyles(theme)}>
        {status}
      </p>
      {/* Always there, so that a screen reader hears why the photo was refused when the message appears. */}
      <div aria-live="polite">
        <FieldError id={errorId} message={error} />
      </div>
      {preview ? (
        <img src={preview} alt={alt ? alt : ''} css={{ maxWidth: '12rem', maxHeight: '8rem', objectFit: 'cover', borderRadius: theme.radii.card }} />
      ) : null}
    </div>
  );
}
