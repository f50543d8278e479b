import { render } from '@testing-library/react';
import { useState } from 'react';
import type { Module, ModuleImage, RenderContext } from '@keepsake/shared/contract/website';
import { ThemeProvider } from '@keepsake/shared/theme';
import { PropertiesPanel } from '../properties-panel';
import type { FrameMarks } from './field-env';

export const CONTEXT = {
  pages: {
    '/': { id: 'home', title: 'Home', description: '', modules: [] },
    '/about': { id: 'about', title: 'About us', description: '', modules: [] },
    '/gallery': {
      id: 'gallery',
      title: 'Gallery',
      description: '',
      modules: [{ id: 'm', type: 'media', media: { id: 'i1', kind: 'image', src: '/api/assets/site/chapel.svg', alt: 'The chapel', width: 800, height: 600 } }],
    },
  },
  locations: [
    { id: 'main', name: 'Main chapel' },
    { id: 'north', name: 'North chapel' },
  ],
} as unknown as RenderContext;

/** The properties panel over one module kept in state, as the editor keeps it: what the draft holds is `latest()`. */
export function renderPanel(initial: Module, options: { marks?: FrameMarks | null; upload?: (file: File) => Promise<ModuleImage> } = {}) {
  let current = initial;
  function Harness({ marks }: { marks: FrameMarks | null }) {
    const [module, setModule] = useState(initial);
    return (
      <ThemeProvider>
        <PropertiesPanel
          module={module}
          context={CONTEXT}
          marks={marks}
          upload={options.upload}
          onChange={(_id, key, value) =>
            setModule((m) => {
              current = { ...m, [key]: value } as Module;
              return current;
            })
          }
        />
      </ThemeProvider>
    );
  }
  const view = render(<Harness marks={options.marks ?? null} />);
  return { ...view, latest: () => current, rerenderMarks: (marks: FrameMarks | null) => view.rerender(<Harness marks={marks} />) };
}
