import { PHOTO_MAX_BYTES } from '@keepsake/shared/contract/case';
import { photoProblem } from './memory-photo-field';

describe('photoProblem', () => {
  const file = (name: string, type: string, size: number) => {
    const value = new File(['x'], name, { type });
    Object.defineProperty(value, 'size', { value: size });
    return value;
  };

  it('names the file that is not a photo, too large or empty, with the API’s words', () => {
    expect(photoProblem(file('roses.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(photoProblem(file('notes.pdf', 'application/pdf', 1000))).toBe('notes.pdf is not a JPEG, PNG or WebP photo.');
    expect(photoProblem(file('huge.png', 'image/png', PHOTO_MAX_BYTES + 1))).toBe('huge.png is larger than 25 MB, the most a photo may be.');
    expect(photoProblem(file('blank.webp', 'image/webp', 0))).toBe('blank.webp is empty (0 bytes).');
  });
});
