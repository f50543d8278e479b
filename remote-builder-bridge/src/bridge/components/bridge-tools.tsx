import { css, Global } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { builderStateAtom, renderContextAtom } from '@keepsake/shared/store';
import { describeModule } from '../../shared/module-labels';
import { MODULE_SELECTOR } from '../hooks/use-edit-interactions';
import type { SendToStudio } from '../hooks/use-bridge-session';

const HOVER = '#2563eb';
const ACTIVE = '#1d4ed8';

const selectorFor = (id: string) => `[data-builder-module="${CSS.escape(id)}"]`;

/** Hover and active outlines on the modules, and the active module's tools, in edit mode only. */
export function BridgeTools({ send }: { send: SendToStudio }) {
  const { hoveredModuleId, activeModuleId } = useAtomValue(builderStateAtom);
  const context = useAtomValue(renderContextAtom);
  const { pathname } = useLocation();
  const modules = context?.pages[pathname]?.modules ?? [];
  const index = activeModuleId ? modules.findIndex((m) => m.id === activeModuleId) : -1;
  const active = index >= 0 ? modules[index] : undefined;

  const button = css`
    font: inherit;
    font-size: 0.875rem;
    padding: 0.375rem 0.625rem;
    border: 1px solid #cbd5e1;
    border-radius: 6px;
    background: #fff;
    color: #0f172a;
    cursor: pointer;
    &:disabled {
      color: #64748b;
      cursor: not-allowed;
    }
    &:focus-visible {
      outline: 3px solid ${ACTIVE};
      outline-offset: 2px;
    }
  `;

  return (
    <>
      <Global
        styles={css`
          ${MODULE_SELECTOR} {
            cursor: pointer;
            outline-offset: -3px;
          }
          ${hoveredModuleId && hoveredModuleId !== activeModuleId ? `${selectorFor(hoveredModuleId)} { outline: 2px dashed ${HOVER}; }` : ''}
          ${activeModuleId ? `${selectorFor(activeModuleId)} { outline: 3px solid ${ACTIVE}; }` : ''}
          body {
            padding-bottom: 4rem;
          }
        `}
      />
      {active ? (
        <div
          data-builder-tools=""
          role="toolbar"
          aria-label="Module tools"
          css={css`
            position: fixed;
            inset-inline: 0;
            bottom: 0;
            z-index: 2147483000;
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 0.5rem;
            padding: 0.5rem 0.75rem;
            background: #f8fafc;
            border-top: 2px solid ${ACTIVE};
            color: #0f172a;
            font-family: system-ui, sans-serif;
          `}
        >
          <strong
            css={css`
              margin-inline-end: auto;
              font-size: 0.875rem;
            `}
          >
            {describeModule(active)}
          </strong>
          <button type="button" css={button} onClick={() => send({ type: 'web:new-module', payload: { originModuleId: active.id } })}>
            Add module above
          </button>
          <button
            type="button"
            css={button}
            disabled={index === 0}
            onClick={() => send({ type: 'web:move-module', payload: { moduleId: active.id, direction: 'up' } })}
          >
            Move up
          </button>
          <button
            type="button"
            css={button}
            disabled={index === modules.length - 1}
            onClick={() => send({ type: 'web:move-module', payload: { moduleId: active.id, direction: 'down' } })}
          >
            Move down
          </button>
          <button type="button" css={button} onClick={() => send({ type: 'web:remove-module', payload: { moduleId: active.id } })}>
            Remove
          </button>
          <button type="button" css={button} onClick={() => send({ type: 'web:open-modules', payload: {} })}>
            All modules
          </button>
        </div>
      ) : null}
    </>
  );
}
