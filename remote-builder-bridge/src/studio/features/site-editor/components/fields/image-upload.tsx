import { useId, useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import type { ModuleImage } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { FieldError, hintStyles, labelStyles } from '@keepsake/shared/ui';
import { useFieldEnv } from './field-env';

/**
 * A picture uploaded through the site's image pipeline (the editor's `upload`), with its progress and the
 * API's refusal under the input. A module's picture and the home's logo both use it; nothing when the
 * editor has no upload.
 */
export function ImageUpload({ label, failed, onUploaded }: { label: string; failed: string; onUploaded: (image: ModuleImage) => void }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file || !env.upload) return;
    setUploading(true);
    setUploadError(null);
    try {
      onUploaded(await env.upload(file));
    } catch (error) {
      setUploadError(messageOf(error, failed));
    } finally {
      setUploading(false);
    }
  };
  if (!env.upload) return null;
  return (
    <>
      <label htmlFor={`${id}-upload`} css={[labelStyles(theme), { fontWeight: 400 }]}>
        {label}
      </label>
      <input
        id={`${id}-upload`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={uploading}
        aria-describedby={uploadError ? `${id}-upload-error` : undefined}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {uploading ? (
        <p role="status" css={hintStyles(theme)}>
          Uploading…
        </p>
      ) : null}
      <FieldError id={`${id}-upload-error`} message={uploadError} />
    </>
  );
}
