/** @jest-environment node */
import type { NavEntry, Page } from '@keepsake/shared/contract/website';
import { findNavEntry, findPage } from './find-page';

const page = (id: string, modules: Page['modules'] = [{ id: `${id}-h`, type: 'headline', text: id, level: 1 }]): Page => ({
  id,
  title: id,
  description: '',
  modules,
});

const navigation: NavEntry[] = [
  {
    id: 'about',
    node: { label: 'About', to: '/about' },
    children: [
      { id: 'staff', node: { label: 'Our Staff', to: '/about/our-staff' } },
      { id: 'history', node: { label: 'Our History', to: '/about/our-history' } },
    ],
  },
  { id: 'resources', node: { label: 'Resources', to: '', empty: true }, children: [{ id: 'blog', node: { label: 'Blog', to: '/blog' } }] },
];

const context = {
  navigation,
  pages: { '/': page('home'), '/about': page('about', []), '/about/our-staff': page('staff'), '/empty': page('empty', []) },
};

describe('findPage', () => {
  it('finds a page by path, ignoring a trailing slash', () => {
    expect(findPage(context, '/about/our-staff/')).toEqual({ kind: 'page', page: context.pages['/about/our-staff'] });
    expect(findPage(context, '/')).toMatchObject({ kind: 'page' });
  });

  it('redirects a page with no modules to its first child', () => {
    expect(findPage(context, '/about')).toEqual({ kind: 'redirect', to: '/about/our-staff' });
  });

  it('shows a page with no modules and no children as it is', () => {
    expect(findPage(context, '/empty')).toMatchObject({ kind: 'page' });
  });

  it('reports unknown paths, including names inherited from Object', () => {
    expect(findPage(context, '/nowhere')).toEqual({ kind: 'missing' });
    expect(findPage(context, 'constructor')).toEqual({ kind: 'missing' });
  });
});

describe('findNavEntry', () => {
  it('finds nested entries and never matches a group label', () => {
    expect(findNavEntry(navigation, '/blog')?.id).toBe('blog');
    expect(findNavEntry(navigation, '')).toBeUndefined();
  });
});
