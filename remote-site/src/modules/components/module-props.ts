import type { ModuleOfType, ModuleType, RenderContext } from '@keepsake/shared/contract/website';

export interface ModuleProps<T extends ModuleType> {
  module: ModuleOfType<T>;
  // The site's render context: company, locations and navigation some modules show.
  site: RenderContext;
  // The first module on the page carries the page's h1 when it is a hero.
  first: boolean;
}
