import { css } from '@emotion/react';
import { ModuleSection } from './parts/module-section';
import { readingWidth } from './parts/page-width';
import { RichText } from './parts/rich-text';
import type { ModuleProps } from './module-props';

export function TextModule({ module }: ModuleProps<'text'>) {
  if (module.content.length === 0 && !module.heading) return null;
  return (
    <ModuleSection moduleId={module.id} type="text" heading={module.heading}>
      <div css={[readingWidth, css({})]}>
        <RichText content={module.content} />
      </div>
    </ModuleSection>
  );
}
