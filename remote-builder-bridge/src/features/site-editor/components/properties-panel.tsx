import { useId } from 'react';
import type { Module, TextMarkState } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { describeModule } from '../../../lib/module-labels';
import { editableFields } from '../state/editable-fields';
import { mutedText, panelHeading } from './editor-styles';
import { PropertyField } from './property-field';

const marksText = (marks: TextMarkState) =>
  [marks.bold && 'bold', marks.italic && 'italic', marks.underline && 'underlined'].filter(Boolean).join(', ') || 'plain text';

/** Properties of the active module; every change is checked against the module contract first. */
export function PropertiesPanel({
  module,
  marks,
  onChange,
}: {
  module: Module | undefined;
  marks: TextMarkState | null;
  onChange: (moduleId: string, key: string, value: unknown) => void;
}) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} css={{ padding: theme.space.md, overflow: 'auto', background: theme.colors.background }}>
      <h2 id={headingId} css={panelHeading(theme)}>
        Properties
      </h2>
      {module ? (
        <form
          aria-label={`Properties of ${describeModule(module)}`}
          onSubmit={(event) => event.preventDefault()}
          css={{ display: 'grid', gap: theme.space.sm }}
        >
          <p css={{ margin: 0, fontWeight: 600 }}>{describeModule(module)}</p>
          {editableFields(module.type).map((field) => (
            <PropertyField key={`${module.id}.${field.key}`} module={module} field={field} onChange={(key, value) => onChange(module.id, key, value)} />
          ))}
          {module.type === 'text' && marks ? (
            <p role="status" css={mutedText(theme)}>
              Selection in the page: {marksText(marks)}
            </p>
          ) : null}
          <p css={mutedText(theme)}>Double-click a heading in the page to edit it in place.</p>
        </form>
      ) : (
        <p css={[mutedText(theme), { fontSize: 'inherit' }]}>Select a module in the page or in the outline to edit it.</p>
      )}
    </aside>
  );
}
