import { Suspense, useId } from 'react';
import type { RichText } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { FieldError, hintStyles, lazyNamed } from '@keepsake/shared/ui';
import type { Path } from '../../state/schema-walk';
import { mutedText } from '../editor-styles';
import { useFieldEnv, type Owner } from './field-env';
import { useFrameSelection } from './frame-selection';

// Lexical and the editor are a chunk of their own (ADR 104): fetched when a text module's properties first
// show, never on the studio's first load.
const RichTextEditor = lazyNamed(() => import('../rich-text/rich-text-editor'), 'default');

/** The text module's words: a rich-text editor, written back to the draft as the contract's rich text. */
export function RichTextField({ module, path, value }: { module: Owner; path: Path; value: RichText }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const error = env.errorAt(path);
  const frame = useFrameSelection();
  // Words selected in the frame in this module's field: the editor selects them (ADR 117).
  const select = frame && frame.moduleId === module.id && frame.field === path.join('.') ? frame : null;
  return (
    <div css={{ display: 'grid', gap: theme.space.xxs }}>
      <span css={{ fontWeight: 600 }} aria-hidden="true">
        Text
      </span>
      <p id={`${id}-hint`} css={hintStyles(theme)}>
        Select words to format them. Ctrl/⌘+B bold, I italic, U underline, K link; Ctrl/⌘+Z undoes.
      </p>
      <Suspense fallback={<p css={mutedText(theme)}>Loading the text editor…</p>}>
        <RichTextEditor
          key={module.id}
          label="Text"
          value={value}
          onChange={(next) => env.set(path, next)}
          pages={env.pages}
          locations={env.locations}
          describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
          invalid={Boolean(error)}
          select={select}
        />
      </Suspense>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
