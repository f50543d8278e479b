import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import type { RichText as RichTextValue, TextSpan } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { SmartLink } from './smart-link';

// Structured rich text rendered as React elements: text is always text, never parsed as HTML.
export function RichText({ content }: { content: RichTextValue }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        font-size: ${fontSizes.lg};
        line-height: 1.7;
        & > * {
          margin: 0 0 ${theme.space.md};
        }
        & > :last-child {
          margin-bottom: 0;
        }
        h2,
        h3,
        h4 {
          margin-top: ${theme.space.xl};
          font-weight: 500;
        }
        a {
          color: ${theme.colors.primary};
          text-underline-offset: 0.15em;
        }
        ul,
        ol {
          padding-inline-start: 1.5rem;
        }
        li + li {
          margin-top: ${theme.space.xs};
        }
        blockquote {
          padding-inline-start: ${theme.space.lg};
          border-inline-start: 3px solid ${theme.colors.accent};
          font-family: ${theme.fonts.heading};
          font-size: ${fontSizes.xl};
          font-style: italic;
        }
      `}
    >
      {content.map((block) => {
        switch (block.type) {
          case 'paragraph':
            return <p key={block.id}>{renderSpans(block.spans)}</p>;
          case 'heading': {
            const Heading = `h${block.level}` as const;
            return <Heading key={block.id}>{renderSpans(block.spans)}</Heading>;
          }
          case 'quote':
            return (
              <blockquote key={block.id}>
                <p css={{ margin: 0 }}>{renderSpans(block.spans)}</p>
              </blockquote>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={block.id}>
                {block.items.map((item) => (
                  <li key={item.id}>{renderSpans(item.spans)}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}

function renderSpans(spans: TextSpan[]): ReactNode[] {
  return spans.map((span) => {
    let node: ReactNode = span.text;
    const marks = span.marks ?? [];
    if (marks.includes('bold')) node = <strong>{node}</strong>;
    if (marks.includes('italic')) node = <em>{node}</em>;
    if (marks.includes('underline')) node = <u>{node}</u>;
    if (span.href) node = <SmartLink to={span.href}>{node}</SmartLink>;
    // data-span names the run for the builder's toolbar (which run the selection sits in).
    return (
      <span key={span.id} data-span={span.id}>
        {node}
      </span>
    );
  });
}
