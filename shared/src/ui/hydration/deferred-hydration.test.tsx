import { act, createContext, startTransition, useContext, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { DeferredHydration, deferRegionsWhileHydrating, type HydrateWhen } from './deferred-hydration';
import { useHydrated } from './use-hydrated';

// The server's HTML of a region holding <Counter> (deferred-hydration.server.test.tsx checks this markup).
const serverRegion = (when: HydrateWhen, label = 'Count 0') =>
  `<div data-hydrate-when="${when}" style="display:contents"><!--$--><button type="button" disabled="">${label}</button><!--/$--></div>`;

let renders = 0;
function Counter({ label = 'Count' }: { label?: string }) {
  renders += 1;
  const hydrated = useHydrated();
  const [count, setCount] = useState(0);
  return (
    <button type="button" disabled={!hydrated} onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

let container: HTMLDivElement;
let root: Root | null;
let observed: { callback: IntersectionObserverCallback; element: Element }[];

// What the shell does before hydrating a server-rendered page.
beforeAll(() => deferRegionsWhileHydrating());

beforeEach(() => {
  renders = 0;
  observed = [];
  container = document.createElement('div');
  document.body.append(container);
  root = null;
  // jsdom has no IntersectionObserver: this one reports what the test tells it to.
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element });
    }
    disconnect() {}
  };
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

async function hydrate(html: string, app: React.ReactNode) {
  container.innerHTML = html;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
  });
}

const button = () => container.querySelector('button')!;
const scrollIntoView = async () =>
  act(async () => {
    for (const { callback, element } of observed)
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

describe('DeferredHydration', () => {
  it('leaves the server HTML, its control disabled, and runs none of its code until the region is near the screen', async () => {
    await hydrate(
      serverRegion('visible'),
      <DeferredHydration when="visible">
        <Counter />
      </DeferredHydration>,
    );
    expect(renders).toBe(0);
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Count 0');

    await scrollIntoView();
    expect(button()).toBeEnabled();
    await act(async () => button().click());
    expect(button()).toHaveTextContent('Count 1');
  });

  it('hydrates when keyboard focus or a press reaches the region, before the press is delivered', async () => {
    container.innerHTML = `${serverRegion('interaction')}<a href="/elsewhere">elsewhere</a>`;
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <DeferredHydration when="interaction">
            <Counter />
          </DeferredHydration>
          <a href="/elsewhere">elsewhere</a>
        </>,
      );
    });
    expect(renders).toBe(0);
    await act(async () => button().dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(button()).toBeEnabled();
  });

  it('opens every waiting region when a link is followed, so the navigation never waits on one', async () => {
    const Theme = createContext('light');
    function Themed() {
      return <span>{useContext(Theme)}</span>;
    }
    let setTheme: (theme: string) => void = () => {};
    function App() {
      const [theme, set] = useState('light');
      setTheme = set;
      return (
        <Theme.Provider value={theme}>
          <DeferredHydration when="visible">
            <Themed />
          </DeferredHydration>
          <a href="#next">next</a>
        </Theme.Provider>
      );
    }
    await hydrate('<div data-hydrate-when="visible" style="display:contents"><!--$--><span>light</span><!--/$--></div><a href="#next">next</a>', <App />);
    await act(async () => {
      container.querySelector('a')!.click();
      // What a router does on the click: a context change in a transition, which must commit.
      startTransition(() => setTheme('dark'));
    });
    expect(container.querySelector('span')).toHaveTextContent('dark');
  });

  it('waits for an idle period after the page loaded when asked to', async () => {
    jest.useFakeTimers();
    try {
      await hydrate(
        serverRegion('idle'),
        <DeferredHydration when="idle">
          <Counter />
        </DeferredHydration>,
      );
      expect(button()).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(250);
      });
      expect(button()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders at once when drawn in the browser (a page the visitor navigated to)', async () => {
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <DeferredHydration when="visible">
          <Counter />
        </DeferredHydration>,
      ),
    );
    expect(button()).toBeEnabled();
  });
});
