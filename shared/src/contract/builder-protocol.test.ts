/** @jest-environment node */
import { BUILDER_NAMESPACE, envelope, originOf, parseStudioCommand, parseWebMessage } from './builder-protocol';

const headline = { id: 'h1', type: 'headline', text: 'Our story', level: 2 } as const;

describe('builder envelope', () => {
  it('wraps a message with namespace, version and a fresh id', () => {
    const a = envelope({ type: 'web:ready', payload: { path: '/' } });
    const b = envelope({ type: 'web:ready', payload: { path: '/' } });
    expect(a).toMatchObject({ namespace: BUILDER_NAMESPACE, version: 1, type: 'web:ready', payload: { path: '/' } });
    expect(a.id).not.toBe(b.id);
  });

  it.each([
    ['web:ready', { path: '/' }],
    ['web:navigate', { pageId: 'about', path: '/about' }],
    ['web:new-module', { originModuleId: 'h1' }],
    ['web:remove-module', { moduleId: 'h1' }],
    ['web:activate-module', { module: headline }],
    ['web:deactivate-module', { moduleId: 'h1' }],
    ['web:update-module-text-mark-state', { moduleId: 'h1', marks: { bold: true, italic: false, underline: false } }],
    [
      'web:update-module-text-mark-state',
      { moduleId: 't1', marks: { bold: false, italic: false, underline: false }, selection: { field: 'content', start: 6, end: 11, text: 'story' } },
    ],
    ['web:update-module-value', { moduleId: 'h1', value: { text: 'New' } }],
    ['web:open-modules', {}],
    ['web:move-module', { moduleId: 'h1', direction: 'up' }],
  ])('accepts %s from the frame', (type, payload) => {
    const parsed = parseWebMessage(envelope({ type, payload }));
    expect(parsed).toMatchObject({ ok: true, message: { type, payload } });
  });

  it('accepts the studio commands', () => {
    expect(parseStudioCommand(envelope({ type: 'studio:activate-module', payload: { moduleId: 'h1' } })).ok).toBe(true);
    expect(parseStudioCommand(envelope({ type: 'studio:add-module', payload: { path: '/', module: headline, beforeModuleId: null } })).ok).toBe(true);
  });

  it.each([
    ['not an object', 'web:ready'],
    ['another namespace', { namespace: 'webpack', version: 1, id: 'x', type: 'web:ready', payload: { path: '/' } }],
    ['another version', { namespace: BUILDER_NAMESPACE, version: 2, id: 'x', type: 'web:ready', payload: { path: '/' } }],
    ['no id', { namespace: BUILDER_NAMESPACE, version: 1, type: 'web:ready', payload: { path: '/' } }],
  ])('refuses %s', (_label, data) => {
    expect(parseWebMessage(data)).toEqual({ ok: false, reason: 'not a builder envelope' });
  });

  it('refuses unknown types, bad payloads, and commands sent the wrong way', () => {
    expect(parseWebMessage(envelope({ type: 'web:format-disk', payload: {} }))).toMatchObject({ ok: false });
    expect(parseWebMessage(envelope({ type: 'web:move-module', payload: { moduleId: 'h1', direction: 'sideways' } }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('payload.direction'),
    });
    expect(parseWebMessage(envelope({ type: 'web:activate-module', payload: { module: { id: 'x', type: 'marquee' } } })).ok).toBe(false);
    expect(parseWebMessage(envelope({ type: 'studio:activate-module', payload: { moduleId: 'h1' } })).ok).toBe(false);
    expect(parseStudioCommand(envelope({ type: 'web:ready', payload: { path: '/' } })).ok).toBe(false);
  });

  // The SPEC lists ten messages; words selected travel in its mark-state message, not in one of their own.
  it('refuses a message SPEC §7 does not list', () => {
    const selection = { moduleId: 't', field: 'content', start: 0, end: 5, text: 'story' };
    expect(parseWebMessage(envelope({ type: 'web:select-module-text', payload: selection }))).toMatchObject({ ok: false });
  });

  const marks = { bold: false, italic: false, underline: false };
  it.each([
    ['offsets that do not span the words', { field: 'content', start: 2, end: 9, text: 'story' }],
    ['an end before the start', { field: 'content', start: 9, end: 4, text: 'story' }],
    ['a negative offset', { field: 'content', start: -1, end: 4, text: 'stor' }],
    ['fractional offsets', { field: 'content', start: 0.5, end: 5.5, text: 'story' }],
    ['no words', { field: 'content', start: 3, end: 3, text: '' }],
    ['too many words', { field: 'content', start: 0, end: 20_001, text: 'x'.repeat(20_001) }],
    ['no field', { start: 0, end: 5, text: 'story' }],
  ])('refuses a selection with %s', (_label, selection) => {
    expect(parseWebMessage(envelope({ type: 'web:update-module-text-mark-state', payload: { moduleId: 't', marks, selection } }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('payload.selection'),
    });
  });

  it('refuses a selection without its module', () => {
    const selection = { field: 'content', start: 0, end: 5, text: 'story' };
    expect(parseWebMessage(envelope({ type: 'web:update-module-text-mark-state', payload: { moduleId: '', marks, selection } })).ok).toBe(false);
  });

  it('reads exact origins only', () => {
    expect(originOf('https://editor.example/studio?x=1')).toBe('https://editor.example');
    expect(originOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(originOf('not a url')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf('data:text/html,hi')).toBeNull();
  });
});
