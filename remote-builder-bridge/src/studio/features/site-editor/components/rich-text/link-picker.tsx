import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { $getSelection, $isRangeSelection, $setSelection, type BaseSelection } from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode, $toggleLink } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles, FieldError, labelStyles } from '@keepsake/shared/ui';
import { toolButton } from '../editor-styles';
import { hrefOf, targetOf, type LinkKind, type LinkTarget } from './link-target';

const KINDS: { value: LinkKind; label: string }[] = [
  { value: 'page', label: 'A page of this site' },
  { value: 'home-phone', label: 'The home’s phone' },
  { value: 'phone', label: 'Another phone' },
  { value: 'email', label: 'An email address' },
  { value: 'web', label: 'A web address (https)' },
];

/**
 * Where the selected words link to (Ctrl/⌘+K or the Link button): a page, the home's phone, a phone, an
 * email or an https address. It remembers the selection it was opened on, applies to exactly those words,
 * and gives the focus back to the text when it closes (Escape cancels).
 */
export function LinkPicker({ pages, onClose }: { pages: { path: string; title: string }[]; onClose: () => void }) {
  const theme = useTheme();
  const id = useId();
  const [editor] = useLexicalComposerContext();
  const first = useRef<HTMLSelectElement>(null);
  const saved = useRef<BaseSelection | null>(null);
  const [existing, setExisting] = useState<string | null>(null);
  const [target, setTarget] = useState<LinkTarget>(() => targetOf(null, pages[0]?.path ?? '/'));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      saved.current = selection ? selection.clone() : null;
      const link = $isRangeSelection(selection) ? $findMatchingParent(selection.anchor.getNode(), $isLinkNode) : null;
      const href = link && $isLinkNode(link) ? link.getURL() : null;
      setExisting(href);
      setTarget(targetOf(href, pages[0]?.path ?? '/'));
    });
    first.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the picker opens
  }, [editor]);

  const close = () => {
    onClose();
    editor.focus();
  };
  const apply = (href: string | null) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      $toggleLink(href);
    });
    close();
  };
  const submit = () => {
    const result = hrefOf(target);
    if ('error' in result) setError(result.error);
    else apply(result.href);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };
  const control = controlStyles(theme);
  const inputLabel = target.kind === 'phone' ? 'Phone number' : target.kind === 'email' ? 'Email address' : 'Web address';

  return (
    // The keys of the controls inside it (Escape cancels, Enter in the box applies), heard where they bubble.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      css={{ display: 'grid', gap: theme.space.xs, padding: theme.space.sm, border: `1px solid ${theme.colors.secondary}`, borderRadius: theme.radii.card }}
    >
      <strong id={`${id}-title`}>{existing ? 'Change the link' : 'Link the selected words'}</strong>
      <label css={[labelStyles(theme), { fontWeight: 400 }]}>
        Goes to
        <select
          ref={first}
          css={control}
          value={target.kind}
          onChange={(event) => {
            const kind = event.target.value as LinkKind;
            setError(null);
            setTarget({ kind, value: kind === 'page' ? (pages[0]?.path ?? '/') : '' });
          }}
        >
          {KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </label>
      {target.kind === 'page' ? (
        <label css={[labelStyles(theme), { fontWeight: 400 }]}>
          Page
          <select css={control} value={target.value} onChange={(event) => setTarget({ kind: 'page', value: event.target.value })}>
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title} ({page.path})
              </option>
            ))}
          </select>
        </label>
      ) : target.kind === 'home-phone' ? null : (
        <div css={{ display: 'grid', gap: theme.space.xxs }}>
          <label htmlFor={`${id}-value`} css={[labelStyles(theme), { fontWeight: 400 }]}>
            {inputLabel}
          </label>
          <input
            id={`${id}-value`}
            css={control}
            type={target.kind === 'email' ? 'email' : target.kind === 'phone' ? 'tel' : 'url'}
            value={target.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setError(null);
              setTarget({ kind: target.kind, value: event.target.value });
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      )}
      <div css={{ display: 'flex', gap: theme.space.xxs, flexWrap: 'wrap' }}>
        <button type="button" css={toolButton(theme, 'xs')} onClick={submit}>
          Apply link
        </button>
        {existing ? (
          <button type="button" css={toolButton(theme, 'xs')} onClick={() => apply(null)}>
            Remove link
          </button>
        ) : null}
        <button type="button" css={toolButton(theme, 'xs')} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
