/** @jest-environment node */
import { allowedParentOrigins, findParentOrigin } from './parent-origin';

const allowed = ['http://localhost:3100', 'https://editor.keepsake.example/'];

describe('findParentOrigin', () => {
  it('answers the framing origin when it is exactly an allowed one', () => {
    expect(findParentOrigin(allowed, { ancestorOrigins: ['http://localhost:3100'], referrer: '' })).toBe('http://localhost:3100');
    expect(findParentOrigin(allowed, { referrer: 'https://editor.keepsake.example/sites/12/edit' })).toBe('https://editor.keepsake.example');
  });

  it('answers null for any other origin, a look-alike, or no parent information', () => {
    expect(findParentOrigin(allowed, { ancestorOrigins: ['https://evil.example'], referrer: '' })).toBeNull();
    expect(findParentOrigin(allowed, { ancestorOrigins: ['http://localhost:31000'], referrer: '' })).toBeNull();
    expect(findParentOrigin(allowed, { referrer: 'https://editor.keepsake.example.evil.example/' })).toBeNull();
    expect(findParentOrigin(allowed, { referrer: '' })).toBeNull();
    expect(findParentOrigin([], { ancestorOrigins: ['http://localhost:3100'], referrer: '' })).toBeNull();
  });
});

describe('allowedParentOrigins', () => {
  it('allows the site’s own origin by default, then the configured ones', () => {
    expect(allowedParentOrigins([], 'http://localhost:3000')).toEqual(['http://localhost:3000']);
    expect(allowedParentOrigins(['https://studio.example'], 'http://localhost:3000')).toEqual(['http://localhost:3000', 'https://studio.example']);
  });
});
