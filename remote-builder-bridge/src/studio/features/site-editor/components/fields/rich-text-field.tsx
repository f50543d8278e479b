import { useEffect, useState } from 'react';
import type { RichBlock, RichText, TextMark, TextSpan } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles, labelStyles } from '@keepsake/shared/ui';
import { moveItem, newId, type Path } from '../../state/schema-walk';
import { selectableButton, toolButton } from '../editor-styles';
import { useFieldEnv, type Owner } from './field-env';
import { LinkField } from './link-field';
import { TextField } from './text-field';

type BlockKind = 'paragraph' | 'heading-2' | 'heading-3' | 'heading-4' | 'quote' | 'list-bulleted' | 'list-numbered';
const BLOCK_KINDS: { value: BlockKind; label: string }[] = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'heading-2', label: 'Heading' },
  { value: 'heading-3', label: 'Smaller heading' },
  { value: 'heading-4', label: 'Smallest heading' },
  { value: 'quote', label: 'Quote' },
  { value: 'list-bulleted', label: 'Bulleted list' },
  { value: 'list-numbered', label: 'Numbered list' },
];
const kindOf = (block: RichBlock): BlockKind =>
  block.type === 'heading' ? `heading-${block.level}` : block.type === 'list' ? (block.ordered ? 'list-numbered' : 'list-bulleted') : block.type;
const spansOf = (block: RichBlock): TextSpan[] => (block.type === 'list' ? block.items.flatMap((item) => item.spans) : block.spans);

/** The block in another shape, keeping its words (a list's items become one paragraph's runs and back). */
export function reshape(block: RichBlock, kind: BlockKind): RichBlock {
  const spans = spansOf(block);
  if (kind === 'list-bulleted' || kind === 'list-numbered') {
    const items = block.type === 'list' ? block.items : [{ id: newId('item'), spans }];
    return { id: block.id, type: 'list', ordered: kind === 'list-numbered', items };
  }
  if (kind.startsWith('heading-')) return { id: block.id, type: 'heading', level: Number(kind.slice(-1)) as 2 | 3 | 4, spans };
  return { id: block.id, type: kind as 'paragraph' | 'quote', spans };
}

const MARKS: { mark: TextMark; label: string }[] = [
  { mark: 'bold', label: 'Bold' },
  { mark: 'italic', label: 'Italic' },
  { mark: 'underline', label: 'Underline' },
];

interface Current {
  path: Path;
  span: TextSpan;
}

/** Where a span sits in the content, by its id. */
function findSpan(content: RichText, base: Path, spanId: string): Current | null {
  for (const [b, block] of content.entries()) {
    if (block.type === 'list') {
      for (const [i, item] of block.items.entries()) {
        const s = item.spans.findIndex((span) => span.id === spanId);
        if (s >= 0) return { path: [...base, b, 'items', i, 'spans', s], span: item.spans[s] as TextSpan };
      }
    } else {
      const s = block.spans.findIndex((span) => span.id === spanId);
      if (s >= 0) return { path: [...base, b, 'spans', s], span: block.spans[s] as TextSpan };
    }
  }
  return null;
}

/**
 * Rich text (never HTML): blocks of runs of words, each run bold, italic, underlined or a link. The toolbar
 * acts on the run being edited here, or on the one the selection in the frame sits in; its buttons show
 * that run's marks (the frame reports them with web:update-module-text-mark-state).
 */
export function RichTextField({ module, path, value }: { module: Owner; path: Path; value: RichText }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const frameMarks = env.marks?.moduleId === module.id ? env.marks : null;
  useEffect(() => {
    if (frameMarks?.spanId) setCurrentId(frameMarks.spanId);
  }, [frameMarks]);
  const current = currentId ? findSpan(value, path, currentId) : null;
  const pressed = (mark: TextMark) => (current ? (current.span.marks ?? []).includes(mark) : frameMarks ? frameMarks.marks[mark] : false);

  const toggleMark = (mark: TextMark) => {
    if (!current) return;
    const marks = current.span.marks ?? [];
    const next = marks.includes(mark) ? marks.filter((m) => m !== mark) : [...marks, mark];
    env.set([...current.path, 'marks'], next.length ? next : undefined);
  };
  const toggleLink = () => {
    if (current) env.set([...current.path, 'href'], current.span.href === undefined ? '/' : undefined);
  };
  const tool = toolButton(theme, 'xs');
  const setBlocks = (blocks: RichText) => env.set(path, blocks);
  const addBlock = () => setBlocks([...value, { id: newId('block'), type: 'paragraph', spans: [{ id: newId('span'), text: 'A new paragraph.' }] }]);

  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.xxs }}>Text</legend>
      <div role="toolbar" aria-label="Marks of the words being edited" css={{ display: 'flex', gap: theme.space.xxs, flexWrap: 'wrap' }}>
        {MARKS.map(({ mark, label }) => (
          <button
            key={mark}
            type="button"
            css={selectableButton(theme, 'xs')}
            aria-pressed={pressed(mark)}
            disabled={!current}
            onClick={() => toggleMark(mark)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          css={selectableButton(theme, 'xs')}
          aria-pressed={current?.span.href !== undefined && current !== null}
          disabled={!current}
          onClick={toggleLink}
        >
          Link
        </button>
      </div>
      {value.map((block, b) => (
        <fieldset
          key={block.id}
          css={{
            border: `1px solid ${theme.colors.secondary}`,
            borderRadius: theme.radii.card,
            padding: theme.space.sm,
            margin: 0,
            display: 'grid',
            gap: theme.space.xs,
          }}
        >
          <legend css={{ fontWeight: 600, padding: `0 ${theme.space.xxs}` }}>Block {b + 1}</legend>
          <label css={[labelStyles(theme), { fontWeight: 400 }]}>
            Kind of block
            <select
              css={controlStyles(theme)}
              value={kindOf(block)}
              onChange={(event) => env.set([...path, b], reshape(block, event.target.value as BlockKind))}
            >
              {BLOCK_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </label>
          <div css={{ display: 'flex', gap: theme.space.xxs, flexWrap: 'wrap' }}>
            <button type="button" css={tool} disabled={b === 0} aria-label={`Move block ${b + 1} up`} onClick={() => setBlocks(moveItem(value, b, 'up'))}>
              Up
            </button>
            <button
              type="button"
              css={tool}
              disabled={b === value.length - 1}
              aria-label={`Move block ${b + 1} down`}
              onClick={() => setBlocks(moveItem(value, b, 'down'))}
            >
              Down
            </button>
            <button type="button" css={tool} aria-label={`Remove block ${b + 1}`} onClick={() => setBlocks(value.filter((_, i) => i !== b))}>
              Remove
            </button>
          </div>
          {block.type === 'list' ? (
            <>
              {block.items.map((item, i) => (
                <Spans key={item.id} label={`Item ${i + 1}`} path={[...path, b, 'items', i, 'spans']} spans={item.spans} onFocusSpan={setCurrentId} />
              ))}
              <button
                type="button"
                css={tool}
                onClick={() => env.set([...path, b, 'items'], [...block.items, { id: newId('item'), spans: [{ id: newId('span'), text: 'A new item' }] }])}
              >
                Add list item to block {b + 1}
              </button>
            </>
          ) : (
            <Spans label={`Block ${b + 1}`} path={[...path, b, 'spans']} spans={block.spans} onFocusSpan={setCurrentId} />
          )}
        </fieldset>
      ))}
      <button type="button" css={tool} onClick={addBlock}>
        Add paragraph
      </button>
    </fieldset>
  );
}

/** The runs of words of one block (or list item): each its own box; a link run also says where it goes. */
function Spans({ label, path, spans, onFocusSpan }: { label: string; path: Path; spans: TextSpan[]; onFocusSpan: (id: string) => void }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const tool = toolButton(theme, 'xs');
  return (
    <div css={{ display: 'grid', gap: theme.space.xxs }}>
      {spans.map((span, s) => (
        <div key={span.id} onFocus={() => onFocusSpan(span.id)} css={{ display: 'grid', gap: theme.space.xxs }}>
          <TextField path={[...path, s, 'text']} label={`${label}, words ${s + 1}${describeMarks(span)}`} value={span.text} optional={false} kind="text" />
          {span.href !== undefined ? <LinkField path={[...path, s, 'href']} label={`Link of words ${s + 1}`} value={span.href} optional /> : null}
          {spans.length > 1 ? (
            <button
              type="button"
              css={tool}
              aria-label={`Remove ${label.toLowerCase()}, words ${s + 1}`}
              onClick={() =>
                env.set(
                  path,
                  spans.filter((_, i) => i !== s),
                )
              }
            >
              Remove words
            </button>
          ) : null}
        </div>
      ))}
      <button type="button" css={tool} onClick={() => env.set(path, [...spans, { id: newId('span'), text: ' more words' }])}>
        Add words to {label.toLowerCase()}
      </button>
    </div>
  );
}

const describeMarks = (span: TextSpan) => {
  const parts = [...(span.marks ?? []), ...(span.href !== undefined ? ['link'] : [])];
  return parts.length ? ` (${parts.join(', ')})` : '';
};
