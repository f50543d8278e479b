import { MODULE_TYPES, type ModuleType } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { Overlay } from '@keepsake/shared/ui';
import { MODULE_LABELS } from '../../../../shared/module-labels';
import { toolButton } from './editor-styles';

export const INSERT_PICKER = 'studio-insert-picker';

/** The insert picker: the eleven module types. `placement` says where the new module goes. */
export function InsertPicker({ placement, onPick }: { placement: string; onPick: (type: ModuleType) => void }) {
  const theme = useTheme();
  return (
    // Its one way out is the dialog's own close button, named as the picker always named it.
    <Overlay id={INSERT_PICKER} title="Add a module" closeLabel="Cancel">
      <p css={{ margin: `${theme.space.xs} 0 ${theme.space.sm}` }}>{placement}</p>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: theme.space.xs,
        }}
      >
        {MODULE_TYPES.map((type) => (
          <li key={type}>
            <button type="button" css={[toolButton(theme), { width: '100%' }]} onClick={() => onPick(type)}>
              {MODULE_LABELS[type]}
            </button>
          </li>
        ))}
      </ul>
    </Overlay>
  );
}
