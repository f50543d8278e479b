import type { Module } from '@keepsake/shared/contract';

/** Renders a page's modules in order. Each module type gets its own component in the public-site issue. */
export function ModuleList({ modules }: { modules: Module[] }) {
  return (
    <div css={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1.25rem' }}>
      {modules.map((module) => (
        <section key={module.id} data-module-type={module.type} css={{ margin: '0 0 2rem' }}>
          {typeof module.heading === 'string' ? <h2>{module.heading}</h2> : null}
          {typeof module.text === 'string' ? <p>{module.text}</p> : null}
        </section>
      ))}
    </div>
  );
}
