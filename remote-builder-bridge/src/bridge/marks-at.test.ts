import { marksAt } from './hooks/use-edit-interactions';

describe('marksAt', () => {
  it('reads bold, italic and underline from the elements around the selection', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>plain <strong><em id="x">both</em></strong> <u id="u">under</u></p>';
    expect(marksAt(root.querySelector('#x')!.firstChild, root)).toEqual({ bold: true, italic: true, underline: false });
    expect(marksAt(root.querySelector('#u')!.firstChild, root)).toEqual({ bold: false, italic: false, underline: true });
    expect(marksAt(root.querySelector('p')!.firstChild, root)).toEqual({ bold: false, italic: false, underline: false });
  });
});
