import { hrefOf, targetOf } from './link-target';

describe('the link picker’s choices and the addresses they make', () => {
  it('makes a page, the home’s phone (a reference), a phone, an email or an https address', () => {
    expect(hrefOf({ kind: 'page', value: '/about' })).toEqual({ href: '/about' });
    expect(hrefOf({ kind: 'home-phone', value: '' })).toEqual({ href: 'tel:{{phone}}' });
    expect(hrefOf({ kind: 'phone', value: '(555) 201-4410' })).toEqual({ href: 'tel:5552014410' });
    expect(hrefOf({ kind: 'email', value: 'care@example.com' })).toEqual({ href: 'mailto:care@example.com' });
    expect(hrefOf({ kind: 'web', value: 'example.com/care' })).toEqual({ href: 'https://example.com/care' });
  });

  it('refuses what is not an address, with a message', () => {
    expect(hrefOf({ kind: 'email', value: 'care at example' })).toEqual({ error: 'Please enter a valid email address' });
    expect(hrefOf({ kind: 'phone', value: 'call us' })).toEqual({ error: 'Enter a phone number' });
    expect(hrefOf({ kind: 'web', value: 'javascript:alert(1)' })).toHaveProperty('error');
    expect(hrefOf({ kind: 'web', value: 'https://exa mple.com' })).toHaveProperty('error');
  });

  it('reads an existing link back into the choice that made it', () => {
    expect(targetOf(null, '/')).toEqual({ kind: 'page', value: '/' });
    expect(targetOf('tel:{{phone}}', '/')).toEqual({ kind: 'home-phone', value: '' });
    expect(targetOf('tel:5552014410', '/')).toEqual({ kind: 'phone', value: '5552014410' });
    expect(targetOf('mailto:a@b.co', '/')).toEqual({ kind: 'email', value: 'a@b.co' });
    expect(targetOf('https://example.com', '/')).toEqual({ kind: 'web', value: 'https://example.com' });
  });
});
