import type { ComponentType } from 'react';
import type { Module, RenderContext } from '@keepsake/shared/contract';
import { MODULE_COMPONENTS } from '../../../modules/components/module-registry';
import type { ModuleProps } from '../../../modules/components/module-props';

/** Renders a page's modules in order, each by its own component. */
export function ModuleList({ modules, site }: { modules: Module[]; site: RenderContext }) {
  return (
    <>
      {modules.map((module, index) => {
        // The registry is keyed by the same `type` the union is discriminated on.
        const Component = MODULE_COMPONENTS[module.type] as ComponentType<ModuleProps<typeof module.type>> | undefined;
        return Component ? <Component key={module.id} module={module} site={site} first={index === 0} /> : null;
      })}
    </>
  );
}

// Whether the modules give the page its h1, so the page adds a hidden one only when they do not.
export function modulesHaveH1(modules: Module[]): boolean {
  return modules.some((module, index) => (module.type === 'headline' && module.level === 1) || (module.type === 'hero' && index === 0));
}
