/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { DeferredHydration } from './deferred-hydration';
import { useHydrated } from './use-hydrated';

function Control() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Copy link
    </button>
  );
}

describe('DeferredHydration on the server', () => {
  it('renders the whole region, its controls disabled, in a wrapper that takes no box', () => {
    const html = renderToString(
      <DeferredHydration when="visible">
        <Control />
      </DeferredHydration>,
    );
    expect(html).toBe('<div data-hydrate-when="visible" style="display:contents"><!--$--><button type="button" disabled="">Copy link</button><!--/$--></div>');
  });
});
