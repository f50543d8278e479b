import { forwardRef } from 'react';
import { css } from '@emotion/react';
import type { Module } from '@keepsake/shared/contract';
import { describeModule } from '../../../lib/module-labels';
import { ACCENT, buttonCss, listCss, panelHeadingCss } from './studio-styles';

const smallButton = css`
  ${buttonCss};
  padding: 0.2rem 0.45rem;
  font-size: 0.8125rem;
`;

/** The page's modules in order: select one, move it, delete it, or add a module at the end. */
export const Outline = forwardRef<
  HTMLHeadingElement,
  {
    modules: Module[];
    activeModuleId: string | null;
    onSelect: (moduleId: string) => void;
    onMove: (moduleId: string, direction: 'up' | 'down') => void;
    onRemove: (moduleId: string) => void;
    onAdd: () => void;
  }
>(function Outline({ modules, activeModuleId, onSelect, onMove, onRemove, onAdd }, headingRef) {
  return (
    <section aria-labelledby="studio-outline-title">
      <h2 id="studio-outline-title" ref={headingRef} tabIndex={-1} css={panelHeadingCss}>
        Outline
      </h2>
      {modules.length === 0 ? <p>This page has no modules yet.</p> : null}
      <ol css={listCss} aria-label="Modules on this page">
        {modules.map((module, index) => {
          const name = describeModule(module);
          const active = module.id === activeModuleId;
          return (
            <li
              key={module.id}
              css={css`
                display: grid;
                gap: 0.25rem;
                padding: 0.375rem;
                border-radius: 6px;
                border: 1px solid ${active ? ACCENT : 'transparent'};
                background: ${active ? '#eff6ff' : 'transparent'};
              `}
            >
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                css={[
                  buttonCss,
                  css`
                    text-align: start;
                    overflow: hidden;
                    text-overflow: ellipsis;
                    white-space: nowrap;
                  `,
                ]}
                onClick={() => onSelect(module.id)}
              >
                {name}
              </button>
              <div
                css={css`
                  display: flex;
                  gap: 0.25rem;
                `}
              >
                <button type="button" css={smallButton} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(module.id, 'up')}>
                  Up
                </button>
                <button
                  type="button"
                  css={smallButton}
                  aria-label={`Move ${name} down`}
                  disabled={index === modules.length - 1}
                  onClick={() => onMove(module.id, 'down')}
                >
                  Down
                </button>
                <button type="button" css={smallButton} aria-label={`Delete ${name}`} onClick={() => onRemove(module.id)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        css={[
          buttonCss,
          css`
            margin-top: 0.5rem;
            width: 100%;
          `,
        ]}
        onClick={onAdd}
      >
        Add module
      </button>
    </section>
  );
});
