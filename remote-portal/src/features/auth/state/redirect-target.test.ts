/** @jest-environment node */
import { invitationTokenOf, loginPathFor, safeRedirectTarget } from './redirect-target';

describe('sign-in return address', () => {
  it('keeps the original path and query, and the query on the login page itself', () => {
    const login = loginPathFor('/family-portal/12/rosa/add-details', '?group=family&x=1');
    const url = new URL(login, 'https://example.test');
    expect(url.pathname).toBe('/family-portal/login');
    expect(url.searchParams.get('group')).toBe('family');
    expect(url.searchParams.get('redirectTo')).toBe('/family-portal/12/rosa/add-details?group=family&x=1');
  });

  it('accepts only portal addresses, any letter case, never login or another site', () => {
    expect(safeRedirectTarget('/Family-Portal/12/rosa?x=1')).toBe('/family-portal/12/rosa?x=1');
    expect(safeRedirectTarget('/family-portal')).toBe('/family-portal');
    expect(safeRedirectTarget('/family-portalx')).toBeNull();
    expect(safeRedirectTarget('//evil.example/family-portal')).toBeNull();
    expect(safeRedirectTarget('https://evil.example/family-portal')).toBeNull();
    expect(safeRedirectTarget('/family-portal/login?redirectTo=/x')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });

  it('finds the invitation token in a return address', () => {
    const token = 'a'.repeat(43);
    expect(invitationTokenOf(`/family-portal/invitation/${token}`)).toBe(token);
    expect(invitationTokenOf('/family-portal/12/rosa')).toBeNull();
  });
});
