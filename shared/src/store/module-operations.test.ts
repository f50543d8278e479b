/** @jest-environment node */
import { addModule, moveModule, removeModule, updateModule } from './module-operations';

const modules = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const ids = (list: readonly { id: string }[]) => list.map((m) => m.id);

describe('addModule', () => {
  it('inserts before the given module', () => {
    expect(ids(addModule(modules, { id: 'x' }, 'b'))).toEqual(['a', 'x', 'b', 'c']);
  });

  it('appends when the given id is not on the page or none is given', () => {
    expect(ids(addModule(modules, { id: 'x' }, 'missing'))).toEqual(['a', 'b', 'c', 'x']);
    expect(ids(addModule(modules, { id: 'x' }))).toEqual(['a', 'b', 'c', 'x']);
  });

  it('does not mutate the input', () => {
    addModule(modules, { id: 'x' }, 'a');
    expect(ids(modules)).toEqual(['a', 'b', 'c']);
  });
});

describe('removeModule', () => {
  it('removes by id', () => {
    expect(ids(removeModule(modules, 'b'))).toEqual(['a', 'c']);
  });

  it('returns the same array for an unknown id', () => {
    expect(removeModule(modules, 'missing')).toBe(modules);
  });
});

describe('updateModule', () => {
  it('merges the value into the module and keeps its id', () => {
    const list = [{ id: 'a', title: 'Old', body: 'kept' }];
    expect(updateModule(list, 'a', { title: 'New', id: 'hijack' })).toEqual([{ id: 'a', title: 'New', body: 'kept' }]);
  });

  it('returns the same array for an unknown id', () => {
    expect(updateModule(modules, 'missing', {})).toBe(modules);
  });
});

describe('moveModule', () => {
  it('moves up and down by one', () => {
    expect(ids(moveModule(modules, 'b', 'up'))).toEqual(['b', 'a', 'c']);
    expect(ids(moveModule(modules, 'b', 'down'))).toEqual(['a', 'c', 'b']);
  });

  it('leaves modules at the edges and unknown ids where they are', () => {
    expect(moveModule(modules, 'a', 'up')).toBe(modules);
    expect(moveModule(modules, 'c', 'down')).toBe(modules);
    expect(moveModule(modules, 'missing', 'up')).toBe(modules);
  });
});
