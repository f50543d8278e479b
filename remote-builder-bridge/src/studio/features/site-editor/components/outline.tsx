import type { Ref } from 'react';
import type { Module } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { describeModule } from '../../../../shared/module-labels';
import { panelHeading, plainList, selectableButton, toolButton } from './editor-styles';

/** The page's modules in order: select one, move it, delete it, or add a module at the end. */
export function Outline({
  modules,
  activeModuleId,
  onSelect,
  onMove,
  onRemove,
  onAdd,
  headingRef,
}: {
  modules: Module[];
  activeModuleId: string | null;
  onSelect: (moduleId: string) => void;
  onMove: (moduleId: string, direction: 'up' | 'down') => void;
  onRemove: (moduleId: string) => void;
  onAdd: () => void;
  /** The frame's "All modules" brings focus here. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const theme = useTheme();
  const small = toolButton(theme, 'xs');
  return (
    <section aria-labelledby="studio-outline-title">
      <h2 id="studio-outline-title" ref={headingRef} tabIndex={-1} css={panelHeading(theme)}>
        Outline
      </h2>
      {modules.length === 0 ? <p>This page has no modules yet.</p> : null}
      <ol css={plainList(theme)} aria-label="Modules on this page">
        {modules.map((module, index) => {
          const name = describeModule(module);
          const active = module.id === activeModuleId;
          return (
            <li
              key={module.id}
              css={{
                display: 'grid',
                gap: theme.space.xxs,
                padding: theme.space.xxs,
                borderRadius: theme.radii.card,
                background: active ? theme.colors.secondary : 'transparent',
              }}
            >
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                css={[selectableButton(theme), { justifyContent: 'flex-start', minWidth: 0 }]}
                onClick={() => onSelect(module.id)}
              >
                <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
              </button>
              <div css={{ display: 'flex', gap: theme.space.xxs }}>
                <button type="button" css={small} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(module.id, 'up')}>
                  Up
                </button>
                <button
                  type="button"
                  css={small}
                  aria-label={`Move ${name} down`}
                  disabled={index === modules.length - 1}
                  onClick={() => onMove(module.id, 'down')}
                >
                  Down
                </button>
                <button type="button" css={small} aria-label={`Delete ${name}`} onClick={() => onRemove(module.id)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" css={[toolButton(theme), { marginTop: theme.space.xs, width: '100%' }]} onClick={onAdd}>
        Add module
      </button>
    </section>
  );
}
