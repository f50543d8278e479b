import { useEffect, useId, useRef, useState } from 'react';
import { imageDescriptionState } from '@keepsake/shared/rules';
import { type ModuleImage } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { choiceStyles, controlStyles, FieldError, fieldStyles, labelStyles } from '@keepsake/shared/ui';
import { pathKey, type Path } from '../../state/schema-walk';
import { useFieldEnv } from './field-env';
import { ImageUpload } from './image-upload';

export const ALT_REQUIRED = 'Describe the picture for people who cannot see it, or mark it as decorative.';

// The picture without its decorative mark: an optional field is left out, not set to false.
function withoutMark(image: ModuleImage & Record<string, unknown>) {
  const { decorative: _mark, ...rest } = image;
  return rest;
}

/**
 * A picture of a module: chosen from the home's library (every picture the site already uses, and what
 * staff uploaded), with its alternative text. Issue 42: a picture is described, or explicitly marked
 * decorative (rendered alt="", screen readers skip it); until one of the two it "needs a description": the
 * draft keeps it (autosave works), the box says so, and publishing refuses it.
 */
export function ImageField({ path, label, value }: { path: Path; label: string; value: ModuleImage & Record<string, unknown> }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const [alt, setAlt] = useState(value.alt);
  useEffect(() => setAlt(value.alt), [value.alt]);
  const altRef = useRef<HTMLInputElement>(null);
  const decorative = value.decorative === true;

  const library = env.images.some((image) => image.src === value.src) ? env.images : [value, ...env.images];
  // A library picture brings its own description (or its decorative mark) along.
  const pick = (image: ModuleImage) =>
    env.set(path, {
      ...withoutMark(value),
      src: image.src,
      width: image.width,
      height: image.height,
      alt: image.alt,
      ...(image.decorative ? { decorative: true } : {}),
    });
  const changeAlt = (next: string) => {
    setAlt(next);
    env.set([...path, 'alt'], next);
  };
  const changeDecorative = (next: boolean) => {
    if (next) env.set(path, { ...value, alt: '', decorative: true });
    else env.set(path, withoutMark(value));
  };
  // A new picture needs its own description: the old one's alt text (or mark) no longer fits it.
  const uploaded = (image: ModuleImage) => {
    env.set(path, { ...withoutMark(value), src: image.src, width: image.width, height: image.height, alt: '' });
    setAlt('');
    setFocusAlt((n) => n + 1);
  };
  // After an upload the description box is (again) on screen: the focus goes there.
  const [focusAlt, setFocusAlt] = useState(0);
  useEffect(() => {
    if (focusAlt > 0) altRef.current?.focus();
  }, [focusAlt]);
  const error = imageDescriptionState({ alt, decorative }) === 'missing' ? ALT_REQUIRED : env.errorAt([...path, 'alt']);
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

const fileName = (image: ModuleImage) =>
  image.alt && !image.decorative ? `${image.alt} (${image.src.split('/').pop()})` : (image.src.split('/').pop() ?? image.src);
