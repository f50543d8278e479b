import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import type { Module, RenderContext } from '@keepsake/shared/contract/website';
import { builderStateAtom } from '@keepsake/shared/store';
import { DeferredHydration } from '@keepsake/shared/ui';
import { MODULE_COMPONENTS } from '../../../modules/components/module-registry';
import type { ModuleProps } from '../../../modules/components/module-props';

/** Renders a page's modules in order, each by its own component. */
export function ModuleList({ modules, site }: { modules: Module[]; site: RenderContext }) {
  // In preview the builder bridge finds, outlines and edits each module by this wrapper (issue 12).
  const previewing = useAtomValue(builderStateAtom).previewing;
  return (
    <>
      {modules.map((module, index) => {
        // The registry is keyed by the same `type` the union is discriminated on.
        const Component = MODULE_COMPONENTS[module.type] as ComponentType<ModuleProps<typeof module.type>> | undefined;
        if (!Component) return null;
        const rendered = <Component key={module.id} module={module} site={site} first={index === 0} />;
        if (previewing) {
          return (
            <div key={module.id} data-builder-module={module.id} data-builder-module-type={module.type}>
              {rendered}
            </div>
          );
        }
        // The first module is what the visitor sees first: it hydrates with the page. Each module after it is a
        // region of its own that hydrates as it nears the screen (ADR 112): a long page of reading costs no script
        // for the parts no one scrolls to.
        return index === 0 ? (
          rendered
        ) : (
          <DeferredHydration key={module.id} when="visible">
            {rendered}
          </DeferredHydration>
        );
      })}
    </>
  );
}

// Whether the modules give the page its h1, so the page adds a hidden one only when they do not.
export function modulesHaveH1(modules: Module[]): boolean {
  return modules.some((module, index) => (module.type === 'headline' && module.level === 1) || (module.type === 'hero' && index === 0));
}
