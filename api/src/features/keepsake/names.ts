// File names that open on every OS: ASCII letters, digits and dashes, no reserved device names, short
// enough for Windows' path limit once unpacked, numbered so that order and uniqueness never depend on
// what a family typed.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/;

export function safeName(text: string, fallback = 'file', max = 48): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  const name = ascii || fallback;
  return RESERVED.test(name) ? `${name}-file` : name;
}

export const numbered = (index: number, width: number) => String(index + 1).padStart(width, '0');

// The extension of a storage key (`…-original.jpg`), lower case, letters and digits only.
export function extensionOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return /^[a-z0-9]{1,5}$/.test(ext) ? ext : 'bin';
}

// A file name for a person's download: "Keepsake - Margaret Ellis.zip" kept to safe characters.
export const downloadName = (fullName: string, what: string, ext: string) => `keepsake-${safeName(fullName, 'memorial')}-${what}.${ext}`;
