import { useEffect, useRef, useState } from 'react';
import { COMMAND_PRIORITY_HIGH, KEY_DOWN_COMMAND, type EditorState } from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { $selectPlainTextRange } from './select-range';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { RichText } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles } from '@keepsake/shared/ui';
import { registerCleanContent } from './clean-content';
import { keepIds } from './keep-ids';
import { $exportRichText, $importRichText, isSafeHref, RICH_TEXT_NODES } from './lexical-mapping';
import { LinkPicker } from './link-picker';
import { Toolbar } from './toolbar';

export interface RichTextEditorProps {
  /** Names the editable area for assistive technology. */
  label: string;
  value: RichText;
  onChange: (next: RichText) => void;
  pages: { path: string; title: string }[];
  locations: { id: string; name: string }[];
  /** Ids of the hint and error the editable area is described by. */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Words to select, by their offsets in the plain text (the frame's selection, ADR 117); seq asks again. */
  select?: { start: number; end: number; text: string; seq: number } | null;
}

const same = (a: RichText, b: RichText) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The text module's words, edited as text (issue 40.1, ADR 104): select words and make them bold, italic,
 * underlined (Ctrl/⌘+B, I, U) or a link (Ctrl/⌘+K opens the link picker); headings, quotes and lists from the
 * toolbar; undo and redo (Ctrl/⌘+Z, Shift+Ctrl/⌘+Z); a paste keeps only what the contract holds. Every change
 * is written back as the contract's rich text with the ids of what did not change. This module and Lexical
 * are a chunk of their own, fetched when a text module's properties open.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const theme = useTheme();
  const initial = useRef(props.value);
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'keepsake-rich-text',
        nodes: RICH_TEXT_NODES,
        editorState: () => $importRichText(initial.current),
        onError: (error: Error) => {
          throw error;
        },
        theme: {
          text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' },
          link: 'rt-link',
          quote: 'rt-quote',
        },
      }}
    >
      <div
        css={{
          display: 'grid',
          gap: theme.space.xs,
          '.rt-bold': { fontWeight: 700 },
          '.rt-italic': { fontStyle: 'italic' },
          '.rt-underline': { textDecoration: 'underline' },
          '.rt-link': { color: theme.colors.primary, textDecoration: 'underline' },
          '.rt-quote': { borderInlineStart: `3px solid ${theme.colors.accent}`, paddingInlineStart: theme.space.sm, margin: 0 },
        }}
      >
        <EditorBody {...props} />
      </div>
    </LexicalComposer>
  );
}

function EditorBody({ label, value, onChange, pages, locations, describedBy, invalid, select }: RichTextEditorProps) {
  const theme = useTheme();
  const [editor] = useLexicalComposerContext();
  const [linking, setLinking] = useState(false);
  // What this editor last wrote (or loaded): a value from elsewhere (the frame, undo in the studio, a rebase)
  // is loaded into the editor; the editor's own echo is not.
  const known = useRef(value);

  useEffect(() => {
    if (same(known.current, value)) return;
    known.current = value;
    editor.update(() => $importRichText(value), { tag: 'history-merge' });
  }, [editor, value]);

  useEffect(() => registerCleanContent(editor), [editor]);
  // The frame's selection, once the value it was made on is loaded (the effect above runs first): the
  // editor takes the focus with exactly those words selected, so Bold, Italic and Link act on them.
  const selectSeq = select?.seq;
  useEffect(() => {
    if (!select) return;
    const selectWords = () => $selectPlainTextRange(select.start, select.end, select.text);
    let found = false;
    editor.update(
      () => {
        found = selectWords();
      },
      {
        // The words were selected in the frame, whose window has the focus: a selection drawn in a document
        // without the focus stays there (the keys would still go to the frame, and focusing the editor
        // afterwards puts its caret at the start). So the editor takes the focus, then selects the words again.
        onUpdate: () => {
          if (!found) return;
          editor.getRootElement()?.focus({ preventScroll: true });
          editor.update(selectWords, { tag: 'focus' });
        },
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per report (seq), not per render
  }, [editor, selectSeq]);
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event: KeyboardEvent) => {
          if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return false;
          event.preventDefault();
          setLinking(true);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );

  const write = (state: EditorState) => {
    const next = keepIds(known.current, state.read($exportRichText));
    if (same(next, known.current)) return;
    known.current = next;
    onChange(next);
  };

  return (
    <>
      <Toolbar onLink={() => setLinking(true)} locations={locations} />
      {linking ? <LinkPicker pages={pages} onClose={() => setLinking(false)} /> : null}
      <div css={{ position: 'relative' }}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              aria-label={label}
              aria-multiline
              aria-describedby={describedBy}
              aria-invalid={invalid ? true : undefined}
              css={[
                controlStyles(theme),
                {
                  minHeight: '8rem',
                  height: 'auto',
                  lineHeight: 1.6,
                  '& > * + *': { marginTop: theme.space.xs },
                  '& p, & ul, & ol, & h2, & h3, & h4': { margin: 0 },
                },
              ]}
            />
          }
          placeholder={null}
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeHref} />
      <OnChangePlugin ignoreSelectionChange ignoreHistoryMergeTagChange onChange={write} />
    </>
  );
}
