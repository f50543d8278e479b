import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { ModuleSection } from './parts/module-section';
import { ValuePropIcon } from './parts/value-prop-icon';
import type { ModuleProps } from './module-props';
import { cardGrid } from './parts/card-grid';

// What the funeral home promises, as short cards with an icon each.
export function ValuePropsModule({ module }: ModuleProps<'value-props'>) {
  const theme = useTheme();
  if (module.items.length === 0) return null;
  const ItemHeading = module.heading ? 'h3' : 'h2';
  return (
    <ModuleSection moduleId={module.id} type="value-props" heading={module.heading}>
      <ul css={cardGrid(`${theme.space.xl} ${theme.space.lg}`, '15rem')}>
        {module.items.map((item) => (
          <li key={item.id} css={{ display: 'grid', gap: theme.space.sm, alignContent: 'start' }}>
            {item.icon ? (
              <span
                css={css`
                  display: inline-grid;
                  place-items: center;
                  width: 3.5rem;
                  height: 3.5rem;
                  border-radius: 50%;
                  background: ${theme.colors.secondary};
                  color: ${theme.colors.primary};
                `}
              >
                <ValuePropIcon name={item.icon} />
              </span>
            ) : null}
            <ItemHeading css={{ margin: 0, fontSize: fontSizes.xl, fontWeight: 500 }}>{item.title}</ItemHeading>
            <p css={{ margin: 0 }}>{item.text}</p>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
