import { Suspense, useId } from 'react';
import { pageModuleSchema, type Module, type ModuleImage, type RenderContext } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { describeModule } from '../../../../shared/module-labels';
import { useSchemaEnv } from '../hooks/use-schema-env';
import { moduleSchemaOf } from '../state/schema-walk';
import { mutedText, panelHeading } from './editor-styles';
import { FieldEnvContext, type FrameMarks } from './fields/field-env';
import { lazyNamed } from '@keepsake/shared/ui';

// The field editors (rich text, images, links, lists…) load when a module is first chosen, not with the editor.
const ObjectFields = lazyNamed(() => import('./fields/value-editor'), 'ObjectFields');

/**
 * Properties of the active module: an editor for every field of its contract (SPEC §2), nested objects and
 * lists too. Every change is checked against the module contract first; a value that breaks it stays in its
 * box with the field's own message, and the draft keeps the last good one.
 */
export function PropertiesPanel({
  module,
  context,
  marks,
  upload,
  onChange,
}: {
  module: Module | undefined;
  context: RenderContext;
  marks: FrameMarks | null;
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
  onChange: (moduleId: string, key: string, value: unknown) => void;
}) {
  const theme = useTheme();
  const headingId = useId();
  const env = useSchemaEnv({
    value: module,
    validate: (candidate) => pageModuleSchema.safeParse(candidate),
    onChange: (key, value) => module && onChange(module.id, key, value),
    context,
    marks,
    upload,
    resetKey: module?.id,
  });
  const schema = module ? moduleSchemaOf(module.type) : undefined;
  return (
    <aside aria-labelledby={headingId} css={{ padding: theme.space.md, overflow: 'auto', background: theme.colors.background }}>
      <h2 id={headingId} css={panelHeading(theme)}>
        Properties
      </h2>
      {module && schema ? (
        <FieldEnvContext.Provider value={env}>
          <form
            aria-label={`Properties of ${describeModule(module)}`}
            onSubmit={(event) => event.preventDefault()}
            css={{ display: 'grid', gap: theme.space.sm }}
          >
            <p css={{ margin: 0, fontWeight: 600 }}>{describeModule(module)}</p>
            <Suspense
              fallback={
                <p role="status" css={mutedText(theme)}>
                  Opening…
                </p>
              }
            >
              <ObjectFields key={module.id} module={module} path={[]} schema={schema} value={module as unknown as Record<string, unknown>} />
            </Suspense>
            <p css={mutedText(theme)}>Double-click a heading or a paragraph's words in the page to edit them in place.</p>
          </form>
        </FieldEnvContext.Provider>
      ) : (
        <p css={[mutedText(theme), { fontSize: 'inherit' }]}>Select a module in the page or in the outline to edit it.</p>
      )}
    </aside>
  );
}
