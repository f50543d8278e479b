import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}
function Farewell() {
  return <p>Goodbye</p>;
}
const greetings = { Greeting, Farewell, default: Farewell };

/** A module whose code arrives when the test says so, like a chunk over the network. */
function deferredModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(async () => {
    await arrived;
    return greetings;
  });
  return { load, arrive };
}

describe('lazyNamed', () => {
  it('renders the named export with its props once its code arrives, and loads nothing before it is drawn', async () => {
    const { load, arrive } = deferredModule();
    const LazyGreeting = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a default export by its name', async () => {
    const LazyDefault = lazyNamed(async () => greetings, 'default');
    render(
      <Suspense fallback={null}>
        <LazyDefault />
      </Suspense>,
    );
    expect(await screen.findByText('Goodbye')).toBeInTheDocument();
  });

  it('waits in a boundary of its own when given a fallback: what is around it stays on screen', async () => {
    const { load, arrive } = deferredModule();
    const LazyGreeting = lazyNamed(load, 'Greeting', { fallback: <p role="status">Opening the page…</p> });
    render(
      <Suspense fallback={<p>The whole page is waiting</p>}>
        <h1>The case</h1>
        <LazyGreeting name="Grace" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The case' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the page…');
    expect(screen.queryByText('The whole page is waiting')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('preloaded, it is drawn in the first render: no fallback, fetched once; a failed fetch can be tried again', async () => {
    const { load, arrive } = deferredModule();
    const LazyGreeting = lazyNamed(load, 'Greeting', { fallback: <p>Opening the page…</p> });
    const preloading = LazyGreeting.preload();
    arrive();
    await preloading;
    render(<LazyGreeting name="Lin" />);
    expect(screen.getByText('Hello, Lin')).toBeInTheDocument();
    expect(screen.queryByText('Opening the page…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    const flaky = jest.fn<Promise<typeof greetings>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(greetings);
    const LazyFarewell = lazyNamed(flaky, 'Farewell');
    await expect(LazyFarewell.preload()).rejects.toThrow('offline');
    await LazyFarewell.preload();
    render(<LazyFarewell />);
    expect(screen.getByText('Goodbye')).toBeInTheDocument();
  });
});
