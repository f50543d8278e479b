// The module labels live in the shared contract (the API names modules in its messages too).
export { describeModule, MODULE_LABELS } from '@keepsake/shared/rules';
import type { ModuleType } from '@keepsake/shared/contract/website';

// The text field a module's main heading edits inline in the frame.
export const INLINE_TEXT_FIELD: Partial<Record<ModuleType, 'text' | 'heading'>> = {
  headline: 'text',
  hero: 'heading',
};
