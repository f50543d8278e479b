/** @jest-environment node */
import type { Module, RenderContext } from '@keepsake/shared/contract/website';
import { rebaseDraft } from './rebase-draft';

const headline = (id: string, text: string): Module => ({ id, type: 'headline', text, level: 2 });
const site = (modules: Module[], extra: Partial<RenderContext> = {}) =>
  ({
    company: { name: 'Willowbrook', phoneNumber: '555', email: null, logoUrl: null },
    design: { colorPrimary: '#112233' },
    pages: { '/': { id: 'home', title: 'Home', description: '', modules }, '/about': { id: 'about', title: 'About', description: '', modules: [] } },
    ...extra,
  }) as unknown as RenderContext;

describe('rebaseDraft (a stale save re-applied onto the newer draft)', () => {
  const base = site([headline('a', 'One'), headline('b', 'Two')]);

  it('keeps both staff members’ changes to different modules and settings', () => {
    const mine = site([headline('a', 'One, mine'), headline('b', 'Two'), headline('new', 'Added here')]);
    const theirs = site([headline('a', 'One'), headline('b', 'Two, theirs')], { design: { colorPrimary: '#445566' } } as Partial<RenderContext>);
    const { context, overlaps } = rebaseDraft(base, mine, theirs);
    expect(context.pages['/']?.modules).toEqual([headline('a', 'One, mine'), headline('b', 'Two, theirs'), headline('new', 'Added here')]);
    expect(context.design).toEqual({ colorPrimary: '#445566' });
    expect(overlaps).toEqual([]);
  });

  it('keeps my version where both changed one module, and names the overlap', () => {
    const mine = site([headline('a', 'Mine'), headline('b', 'Two')]);
    const theirs = site([headline('a', 'Theirs'), headline('b', 'Two')]);
    const { context, overlaps } = rebaseDraft(base, mine, theirs);
    expect(context.pages['/']?.modules[0]).toEqual(headline('a', 'Mine'));
    expect(overlaps).toEqual(['Home (/): a headline module']);
  });

  it('applies removals and new pages from both sides', () => {
    const mine = site([headline('b', 'Two')]);
    mine.pages['/new'] = { id: 'new', title: 'New', description: '', modules: [] };
    const theirs = site([headline('a', 'One'), headline('b', 'Two')], { company: { name: 'Willowbrook & Sons' } } as Partial<RenderContext>);
    delete theirs.pages['/about'];
    const { context } = rebaseDraft(base, mine, theirs);
    expect(context.pages['/']?.modules.map((m) => m.id)).toEqual(['b']);
    expect(Object.keys(context.pages).sort()).toEqual(['/', '/new']);
    expect(context.company.name).toBe('Willowbrook & Sons');
  });
});
