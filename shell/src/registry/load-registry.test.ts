import { registerRemotes } from '@module-federation/enhanced/runtime';
import { asRegistry, INLINE_REGISTRY_ID, loadRegistry } from './load-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

describe('asRegistry', () => {
  it('accepts remote names mapped to manifest URLs', () => {
    const registry = { site: 'http://localhost:3001/mf-manifest.json', builder_bridge: 'https://cdn.example/bb/mf-manifest.json' };
    expect(asRegistry(registry)).toBe(registry);
  });

  it.each([[null], [[]], [{ site: 42 }], [{ 'Bad-Name': 'http://x/mf-manifest.json' }], [{ site: 'javascript:alert(1)' }]])('rejects %j as a 502', (value) => {
    expect(() => asRegistry(value)).toThrow(expect.objectContaining({ status: 502 }));
  });
});

describe('loadRegistry', () => {
  afterEach(() => document.getElementById(INLINE_REGISTRY_ID)?.remove());

  it('reads the registry the server wrote into the page, without a request (issue 28)', async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: INLINE_REGISTRY_ID });
    script.textContent = JSON.stringify({ site: 'https://cdn.example/site/mf-manifest.json' });
    document.head.append(script);
    const fetchImpl = jest.fn();
    expect(await loadRegistry(fetchImpl as unknown as typeof fetch)).toEqual({ site: 'https://cdn.example/site/mf-manifest.json' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'site', entry: 'https://cdn.example/site/mf-manifest.json' }], { force: true });
  });

  it('fetches /remotes.json when the page has none, and checks what is inlined as strictly', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => ({ site: 'http://localhost:3001/mf-manifest.json' }) }));
    expect(await loadRegistry(fetchImpl as unknown as typeof fetch)).toEqual({ site: 'http://localhost:3001/mf-manifest.json' });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.anything());
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: INLINE_REGISTRY_ID });
    script.textContent = JSON.stringify({ site: 'javascript:alert(1)' });
    document.head.append(script);
    await expect(loadRegistry(fetchImpl as unknown as typeof fetch)).rejects.toMatchObject({ status: 502 });
  });
});
