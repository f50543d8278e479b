import { act, startTransition, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferRegionsWhileHydrating } from '@keepsake/shared/ui';
import { ThemeProvider } from '@keepsake/shared/theme';
import { SiteRegion } from './site-region';

// The site remote's ./Footer, as the federation runtime would give it: what it loads is recorded.
const mockLoads: string[] = [];
const mockAnswers: { fail: boolean } = { fail: false };
function Footer() {
  return (
    <footer>
      <a href="/privacy-policy">Privacy Policy</a>
    </footer>
  );
}
jest.mock('./remote-component', () => {
  const { lazy } = jest.requireActual<typeof import('react')>('react');
  const components = new Map<string, unknown>();
  return {
    // On "the server" (renderToString), the module is there already, as the server's render waits for it.
    remoteComponent: (id: string) => {
      if (typeof window === 'undefined' || (globalThis as { mockServer?: boolean }).mockServer) return Footer;
      if (!components.has(id))
        components.set(
          id,
          lazy(async () => {
            mockLoads.push(id);
            if (mockAnswers.fail) throw new Error('remote down');
            return { default: Footer as ComponentType };
          }),
        );
      return components.get(id);
    },
    forgetRemoteComponent: (id: string) => components.delete(id),
  };
});

beforeEach(() => {
  mockLoads.length = 0;
  mockAnswers.fail = false;
});

describe('SiteRegion', () => {
  it("leaves a served part of the frame as the server's HTML and loads its remote only when it is reached", async () => {
    (globalThis as { mockServer?: boolean }).mockServer = true;
    const html = renderToString(<SiteRegion id="site/Footer" when="interaction" area="The site's footer" />);
    (globalThis as { mockServer?: boolean }).mockServer = false;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = container.querySelector('a')!;
    deferRegionsWhileHydrating();
    let root: Root | null = null;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <SiteRegion id="site/Footer" when="interaction" area="The site's footer" />);
      });
    });
    // The page hydrated; the site remote was not asked for.
    expect(mockLoads).toEqual([]);
    await act(async () => served.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(mockLoads).toEqual(['site/Footer']);
    // Hydrated in place: the same link, never replaced.
    expect(container.querySelector('a')).toBe(served);
    act(() => root!.unmount());
    container.remove();
  });

  it('shows a notice with "Try again" when its remote cannot be loaded, and loads it afresh on the press', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockAnswers.fail = true;
    // Drawn in the browser (a page navigated to): the region renders at once.
    await act(async () => {
      render(
        <ThemeProvider>
          <SiteRegion id="site/Header" when="idle" area="The site's header" />
        </ThemeProvider>,
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The site's header could not be loaded.");
    mockAnswers.fail = false;
    // The retry's lazy load resolves in a later task: act waits for React to show what it suspended on.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockLoads).toEqual(['site/Header', 'site/Header']);
  });
});
