import { asRegistry } from './load-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

describe('asRegistry', () => {
  it('accepts remote names mapped to manifest URLs', () => {
    const registry = { site: 'http://localhost:3001/mf-manifest.json', builder_bridge: 'https://cdn.example/bb/mf-manifest.json' };
    expect(asRegistry(registry)).toBe(registry);
  });

  it.each([[null], [[]], [{ site: 42 }], [{ 'Bad-Name': 'http://x/mf-manifest.json' }], [{ site: 'javascript:alert(1)' }]])('rejects %j as a 502', (value) => {
    expect(() => asRegistry(value)).toThrow(expect.objectContaining({ status: 502 }));
  });
});
