import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { renderContextAtom } from '@keepsake/shared/store';
import { useDocumentTitle } from './use-document-title';
import { useReducedMotion } from './use-reduced-motion';

function Titled({ title, description }: { title: string | null; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

function renderTitled(title: string | null, description?: string) {
  const store = createStore();
  store.set(renderContextAtom, { company: { name: 'Willowbrook Funeral Home' } } as RenderContext);
  return render(
    <Provider store={store}>
      <Titled title={title} {...(description === undefined ? {} : { description })} />
    </Provider>,
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Loading…';
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it('names the page and the funeral home, and sets the description', () => {
    renderTitled('Obituaries', 'Search by name.');
    expect(document.title).toBe('Obituaries | Willowbrook Funeral Home');
    expect(description()).toBe('Search by name.');
  });

  it('does not repeat the home’s name on its home page', () => {
    renderTitled('Willowbrook Funeral Home');
    expect(document.title).toBe('Willowbrook Funeral Home');
  });

  it('leaves the head alone while the page is not known, and keeps a description it was not given', () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'From the server' });
    document.head.append(meta);
    renderTitled(null);
    expect(document.title).toBe('Loading…');
    renderTitled('Photos');
    expect(description()).toBe('From the server');
  });
});

describe('useReducedMotion', () => {
  function Motion() {
    return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
  }

  it('follows the system setting', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as never;
    try {
      expect(render(<Motion />).container).toHaveTextContent('still');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('is false where the browser cannot tell', () => {
    expect(render(<Motion />).container).toHaveTextContent('moving');
  });
});
