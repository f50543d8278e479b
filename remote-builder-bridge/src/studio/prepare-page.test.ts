import { keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { preparePage } from './studio';
import { STUDIO_AREAS } from './studio-areas';

// ADR 134: before the shell first draws a studio page, the area the path opens is fetched, for staff only.
describe('preparePage', () => {
  const cases = STUDIO_AREAS.find((area) => area.path === 'cases')!;
  const editor = STUDIO_AREAS.find((area) => area.path === '')!;
  let casesPreload: jest.SpyInstance;
  let editorPreload: jest.SpyInstance;
  beforeEach(() => {
    casesPreload = jest.spyOn(cases.Page, 'preload').mockResolvedValue(undefined);
    editorPreload = jest.spyOn(editor.Page, 'preload').mockResolvedValue(undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches the area the path opens for signed-in staff: the cases list, or the site editor at /studio', async () => {
    keepsakeStore.set(sessionAtom, { status: 'authenticated', user: { id: '1', name: 'Sam', email: 'sam@example.test', role: 'staff' } } as never);
    await preparePage('/Studio/cases');
    expect(casesPreload).toHaveBeenCalledTimes(1);
    await preparePage('/studio');
    expect(editorPreload).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for someone signed out or a family account: they get the sign-in form', async () => {
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
    await preparePage('/studio/cases');
    keepsakeStore.set(sessionAtom, { status: 'authenticated', user: { id: '2', name: 'Rosa', email: 'rosa@example.test', role: 'family' } } as never);
    await preparePage('/studio/cases');
    expect(casesPreload).not.toHaveBeenCalled();
  });
});
