import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadFirstPageRemotes } from './first-page-remotes';
import { remoteComponent } from './remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), getInstance: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const exposing = (text: string) => ({ default: () => <p>{text}</p> });

describe('a page drawn in the browser loads its remotes before its first render', () => {
  beforeEach(() => load.mockReset());

  it('the studio: its one module, drawn in the first commit without the loading fallback', async () => {
    load.mockImplementation(async (id) => exposing(`module ${id}`));
    await loadFirstPageRemotes('/Studio/cases');
    expect(load.mock.calls.map(([id]) => id)).toEqual(['builder_bridge/Studio']);
    const Studio = remoteComponent('builder_bridge/Studio');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Studio />
      </Suspense>,
    );
    expect(screen.getByText('module builder_bridge/Studio')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("a portal page: the site's header and footer and the portal, each readying its part of the page (preparePage) first", async () => {
    const prepared: string[] = [];
    const finishPreparing: (() => void)[] = [];
    load.mockImplementation(async (id) => ({
      ...exposing(`module ${id}`),
      preparePage: (pathname: string) => {
        prepared.push(`${id} ${pathname}`);
        return new Promise<void>((resolve) => finishPreparing.push(resolve));
      },
    }));
    let done = false;
    const loading = loadFirstPageRemotes('/family-portal/3/jane-doe').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load.mock.calls.map(([id]) => id)).toEqual(['site/Header', 'site/Footer', 'portal/routes']);
    expect(prepared).toEqual(['site/Header /family-portal/3/jane-doe', 'site/Footer /family-portal/3/jane-doe', 'portal/routes /family-portal/3/jane-doe']);
    expect(done).toBe(false);
    for (const finish of finishPreparing) finish();
    await loading;
    expect(done).toBe(true);
  });

  it('a remote that fails or hangs is left to its boundary: the page renders after the wait, lazily', async () => {
    load.mockImplementation((id) => (id === 'site/Header' ? Promise.reject(new Error('down')) : new Promise(() => {})));
    jest.useFakeTimers();
    try {
      const waiting = loadFirstPageRemotes('/plan-now', 3_000);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3_000);
      });
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
    const Planning = remoteComponent('planning/routes');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Planning />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
