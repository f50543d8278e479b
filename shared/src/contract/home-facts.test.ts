import { factToken, hasFactToken, resolveFacts, resolveFactTokens } from './home-facts';
import type { RenderContext } from './render-context';

const home = {
  company: { name: 'Willowbrook Funeral Home', phoneNumber: '(555) 201-4400', email: 'care@willowbrook.test', logoUrl: null },
  locations: [
    {
      id: 'loc-main',
      name: 'Main Chapel',
      address: { line1: '1200 Willow Creek Road', city: 'Alder Falls', region: 'VT', postalCode: '05901' },
      phoneNumber: '(555) 201-4400',
    },
    {
      id: 'loc-riverside',
      name: 'Riverside Chapel',
      address: { line1: '45 Mill Street', line2: 'Suite 2', city: 'Alder Falls', region: 'VT', postalCode: '05902' },
      phoneNumber: '(555) 201-4410',
    },
  ],
} as Pick<RenderContext, 'company' | 'locations'>;

describe('the home’s facts, referred to by tokens (issue 40.2)', () => {
  it('reads each fact from the settings, a location’s by its id', () => {
    expect(resolveFactTokens('Call {{phone}} or write to {{email}}. {{name}}, {{address}}.', home)).toBe(
      'Call (555) 201-4400 or write to care@willowbrook.test. Willowbrook Funeral Home, 1200 Willow Creek Road, Alder Falls, VT 05901.',
    );
    expect(resolveFactTokens('{{name:loc-riverside}}: {{phone:loc-riverside}}, {{address:loc-riverside}}', home)).toBe(
      'Riverside Chapel: (555) 201-4410, 45 Mill Street, Suite 2, Alder Falls, VT 05902',
    );
  });

  it('in a phone link the phone is digits; an unknown location or a missing email reads as nothing', () => {
    expect(resolveFactTokens('tel:{{phone}}', home)).toBe('tel:5552014400');
    expect(resolveFactTokens('mailto:{{email}}', home)).toBe('mailto:care@willowbrook.test');
    expect(resolveFactTokens('[{{phone:gone}}]', home)).toBe('[]');
    expect(resolveFactTokens('{{email}}', { ...home, company: { ...home.company, email: null } })).toBe('');
    // Braces that are not a fact's token stay as written.
    expect(resolveFactTokens('{{price}} and {phone}', home)).toBe('{{price}} and {phone}');
  });

  it('follows the settings: the same content shows the new phone once the setting changes', () => {
    const module = { id: 'hero', type: 'hero', heading: 'Here for you', buttons: [{ id: 'b', label: `Call ${factToken('phone')}`, to: 'tel:{{phone}}' }] };
    const moved = { ...home, company: { ...home.company, phoneNumber: '(555) 999-0000' } };
    expect(resolveFacts(module, home).buttons[0]).toEqual({ id: 'b', label: 'Call (555) 201-4400', to: 'tel:5552014400' });
    expect(resolveFacts(module, moved).buttons[0]).toEqual({ id: 'b', label: 'Call (555) 999-0000', to: 'tel:5559990000' });
    expect(hasFactToken(JSON.stringify(module))).toBe(true);
    expect(hasFactToken('Call us')).toBe(false);
  });
});
