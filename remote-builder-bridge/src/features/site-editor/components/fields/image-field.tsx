import { useEffect, useId, useRef, useState } from 'react';
import type { ModuleImage } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { choiceStyles, controlStyles, FieldError, fieldStyles, labelStyles } from '@keepsake/shared/ui';
import { pathKey, type Path } from '../../state/schema-walk';
import { useFieldEnv } from './field-env';
import { ImageUpload } from './image-upload';

export const ALT_REQUIRED = 'Describe the picture for people who cannot see it, or mark it as decorative.';

/**
 * A picture of a module: chosen from the home's library (every picture the site already uses, and what
 * staff uploaded), with its alternative text. Alt text is required unless the picture is marked decorative
 * (then it is empty, and screen readers skip it).
 */
export function ImageField({ path, label, value }: { path: Path; label: string; value: ModuleImage & Record<string, unknown> }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const [alt, setAlt] = useState(value.alt);
  const [decorative, setDecorative] = useState(value.alt === '');
  const [altError, setAltError] = useState<string | null>(null);
  useEffect(() => {
    setAlt(value.alt);
    if (value.alt !== '') setDecorative(false);
  }, [value.alt]);
  const altRef = useRef<HTMLInputElement>(null);

  const library = env.images.some((image) => image.src === value.src) ? env.images : [value, ...env.images];
  const pick = (image: ModuleImage) => env.set(path, { ...value, src: image.src, width: image.width, height: image.height });
  const changeAlt = (next: string) => {
    setAlt(next);
    if (next.trim() === '') return setAltError(ALT_REQUIRED);
    setAltError(null);
    env.set([...path, 'alt'], next);
  };
  const changeDecorative = (next: boolean) => {
    setDecorative(next);
    if (next) {
      setAltError(null);
      env.set([...path, 'alt'], '');
    } else if (alt.trim() === '') setAltError(ALT_REQUIRED);
  };
  // A new picture needs its own description: the old one's alt text no longer fits it.
  const uploaded = (image: ModuleImage) => {
    env.set(path, { ...value, src: image.src, width: image.width, height: image.height, alt: '' });
    setAlt('');
    setDecorative(false);
    setAltError(ALT_REQUIRED);
    altRef.current?.focus();
  };
  const error = altError ?? env.errorAt([...path, 'alt']);
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.xs }}>
      <legend css={labelStyles(theme)}>{label}</legend>
      <img src={value.src} alt="" css={{ width: '100%', maxHeight: '8rem', objectFit: 'cover', borderRadius: theme.radii.card }} />
      <div css={[fieldStyles(theme), { margin: 0 }]}>
        <label htmlFor={`${id}-pick`} css={[labelStyles(theme), { fontWeight: 400 }]}>
          Picture from the library
        </label>
        <select
          id={`${id}-pick`}
          name={`${pathKey(path)}.src`}
          css={controlStyles(theme)}
          value={value.src}
          onChange={(event) => {
            const image = library.find((i) => i.src === event.target.value);
            if (image) pick(image);
          }}
        >
          {library.map((image) => (
            <option key={image.src} value={image.src}>
              {fileName(image)}
            </option>
          ))}
        </select>
      </div>
      {env.upload ? (
        <div css={[fieldStyles(theme), { margin: 0 }]}>
          <ImageUpload label="Upload a picture" failed="The picture could not be uploaded." onUploaded={uploaded} />
        </div>
      ) : null}
      <label css={choiceStyles(theme)}>
        <input type="checkbox" checked={decorative} onChange={(event) => changeDecorative(event.target.checked)} />
        <span>Decorative (no description needed)</span>
      </label>
      {decorative ? null : (
        <div css={[fieldStyles(theme), { margin: 0 }]}>
          <label htmlFor={id} css={labelStyles(theme)}>
            Alternative text
          </label>
          <input
            ref={altRef}
            id={id}
            name={`${pathKey(path)}.alt`}
            type="text"
            css={controlStyles(theme)}
            value={alt}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => changeAlt(event.target.value)}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      )}
    </fieldset>
  );
}

const fileName = (image: ModuleImage) => (image.alt ? `${image.alt} (${image.src.split('/').pop()})` : (image.src.split('/').pop() ?? image.src));
