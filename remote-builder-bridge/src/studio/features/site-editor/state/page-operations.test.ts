/** @jest-environment node */
import type { RenderContext } from '@keepsake/shared/contract/website';
import { createPage, deletePage, moveInNav, movePage, pathProblem, showInNav, slugFrom, updatePage } from './page-operations';

const site = () =>
  ({
    pages: {
      '/': { id: 'home', title: 'Home', description: '', modules: [{ id: 'h', type: 'headline', text: 'Welcome', level: 1 }] },
      '/services': { id: 's', title: 'Services', description: '', modules: [] },
      '/services/cremation': { id: 'c', title: 'Cremation', description: '', modules: [] },
      '/about': { id: 'a', title: 'About', description: '', modules: [] },
    },
    navigation: [
      { id: 'n1', node: { label: 'Services', to: '/services' }, children: [{ id: 'n2', node: { label: 'Cremation', to: '/services/cremation' } }] },
      { id: 'n3', node: { label: 'About', to: '/about' } },
    ],
  }) as unknown as RenderContext;

describe('page operations', () => {
  it('makes a path from a title and checks it', () => {
    expect(slugFrom('Grief Support & Groups')).toBe('/grief-support-groups');
    expect(pathProblem(site(), '/about')).toMatch(/already a page/);
    expect(pathProblem(site(), 'about')).toMatch(/lowercase/);
    expect(pathProblem(site(), '/grief-support')).toBeNull();
  });

  it('creates a page from a template with fresh ids, in the navigation', () => {
    const next = createPage(site(), { title: 'Welcome 2', path: '/welcome', templatePath: '/' });
    expect(next.pages['/welcome']?.modules[0]).toMatchObject({ type: 'headline', text: 'Welcome' });
    expect(next.pages['/welcome']?.modules[0]?.id).not.toBe('h');
    expect(next.navigation.at(-1)?.node).toEqual({ label: 'Welcome 2', to: '/welcome' });
  });

  it('moves a page and the pages under it, owing redirects from the old paths', () => {
    const { context, redirects } = movePage(site(), '/services', '/our-services');
    expect(Object.keys(context.pages).sort()).toEqual(['/', '/about', '/our-services', '/our-services/cremation']);
    expect(redirects).toEqual([
      { from: '/services', to: '/our-services' },
      { from: '/services/cremation', to: '/our-services/cremation' },
    ]);
    expect(context.navigation[0]?.children?.[0]?.node.to).toBe('/our-services/cremation');
  });

  it('deletes a page; its menu entry goes and its children move up', () => {
    const next = deletePage(site(), '/services');
    expect(next.pages['/services']).toBeUndefined();
    expect(next.navigation.map((e) => e.node.to)).toEqual(['/services/cremation', '/about']);
  });

  it('renames a page and its menu label with it', () => {
    const next = updatePage(site(), '/about', { title: 'About us' });
    expect(next.navigation[1]?.node.label).toBe('About us');
  });

  it('hides, reorders, nests and un-nests menu entries', () => {
    let next = showInNav(site(), '/about', false);
    expect(next.navigation[1]?.node.hiddenHeader).toBe(true);
    next = showInNav(next, '/about', true);
    expect(next.navigation[1]?.node.hiddenHeader).toBeUndefined();
    next = moveInNav(next, '/about', 'up');
    expect(next.navigation.map((e) => e.node.to)).toEqual(['/about', '/services']);
    next = moveInNav(next, '/services', 'in');
    expect(next.navigation).toHaveLength(1);
    expect(next.navigation[0]?.children?.map((e) => e.node.to)).toEqual(['/services']);
    next = moveInNav(next, '/services/cremation', 'out');
    expect(next.navigation[0]?.children?.map((e) => e.node.to)).toEqual(['/services', '/services/cremation']);
    next = moveInNav(next, '/services', 'out');
    expect(next.navigation.map((e) => e.node.to)).toEqual(['/about', '/services']);
  });
});
