import { forwardRef, useId } from 'react';
import { PHOTO_MAX_BYTES } from '@keepsake/shared/contract/case';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { controlStyles, labelStyles } from '@keepsake/shared/ui';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MEGABYTES = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/** The API's own rules, checked before sending so a wrong file is named at once (the API checks the bytes). */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP photo.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is larger than ${MEGABYTES} MB, the most a photo may be.`;
  if (file.size === 0) return `${file.name} is empty (0 bytes).`;
  return null;
}

interface MemoryPhotoFieldProps {
  error: string | null;
  onChange: (file: File | null) => void;
}

/** An optional photo with a memory, when the family's wall settings take photos. */
export const MemoryPhotoField = forwardRef<HTMLInputElement, MemoryPhotoFieldProps>(function MemoryPhotoField({ error, onChange }, ref) {
  const theme = useTheme();
  const id = useId();
  return (
    <div css={{ marginBottom: theme.space.md }}>
      <label htmlFor={id} css={[labelStyles(theme), { display: 'block', marginBottom: '0.35rem' }]}>
        A photo (optional)
      </label>
      <p id={`${id}-hint`} css={{ margin: '0 0 0.35rem', fontSize: fontSizes.sm }}>
        JPEG, PNG or WebP, up to {MEGABYTES} MB. It is shown with your memory.
      </p>
      <input
        ref={ref}
        id={id}
        name="photo"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        css={[controlStyles(theme), { display: 'block', boxSizing: 'border-box', width: '100%' }]}
      />
      {error ? (
        <p id={`${id}-error`} css={{ margin: '0.35rem 0 0', color: theme.colors.palette.error.onPage, fontWeight: 600 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
