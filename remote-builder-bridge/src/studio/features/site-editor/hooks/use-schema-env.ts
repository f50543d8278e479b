import { useEffect, useMemo, useState } from 'react';
import type { ModuleImage, RenderContext } from '@keepsake/shared/contract/website';
import { issueMessage } from '@keepsake/shared/messages';
import type { FieldEnv, FrameMarks } from '../components/fields/field-env';
import { imageLibrary } from '../state/image-library';
import { pathKey, setIn, type Path } from '../state/schema-walk';

type Issue = Parameters<typeof issueMessage>[0];
/** The contract a value is checked with (a zod schema's safeParse: the studio does not bundle zod). */
export type Validate = (candidate: unknown) => { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };

/**
 * The field editors' environment over one value (a module, or the site): every change is checked with the
 * value's contract first; a value that breaks it is kept out of the draft and its field shows the message.
 * Errors are forgotten when `resetKey` changes (another module selected).
 */
export function useSchemaEnv({
  value,
  validate,
  onChange,
  context,
  marks = null,
  upload,
  resetKey,
}: {
  value: unknown;
  validate: Validate;
  onChange: (key: string, value: unknown) => void;
  context: RenderContext;
  marks?: FrameMarks | null;
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
  resetKey: string | undefined;
}): FieldEnv {
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setErrors({}), [resetKey]);
  const pages = useMemo(() => Object.entries(context.pages).map(([path, page]) => ({ path, title: page.title })), [context.pages]);
  const images = useMemo(() => imageLibrary(context), [context]);
  const locations = useMemo(() => (context.locations ?? []).map((l) => ({ id: l.id, name: l.name })), [context.locations]);
  return {
    pages,
    images,
    locations,
    marks,
    upload,
    errorAt: (path) => errors[pathKey(path)] ?? null,
    set: (path: Path, next: unknown) => {
      const key = String(path[0]);
      const result = validate(setIn(value, path, next));
      const here = pathKey(path);
      setErrors((previous) => {
        const kept = Object.fromEntries(Object.entries(previous).filter(([p]) => p !== here && !p.startsWith(`${here}.`)));
        if (!result.success) {
          const issue = result.error.issues.find((i) => pathKey(i.path) === here) ?? result.error.issues[0];
          kept[here] = issue ? issueMessage(issue) : 'Invalid value';
        }
        return kept;
      });
      if (result.success) onChange(key, (result.data as Record<string, unknown>)[key]);
    },
  };
}
