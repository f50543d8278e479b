import { normalizeHost } from './site-resolution';

describe('normalizeHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LOCALHOST:3000', 'localhost'],
    ['127.0.0.1:4000', '127.0.0.1'],
    ['www.example.com.', 'www.example.com'],
    ['https://second.keepsake.test:8443', 'second.keepsake.test'],
    ['[::1]:3000', '[::1]'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each(['', ' ', 'bad host', 'a/b', '-dash.example', 'x'.repeat(300)])('rejects %j', (raw) => {
    expect(normalizeHost(raw)).toBeNull();
  });
});
