import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { seedAssetsDir } from '../paths';
import { createMediaReader } from './media-reader';

describe('media reader: a file by the URL a page shows it at', () => {
  const stored = new Map([['site-a/7/photo.jpg', Buffer.from('stored bytes')]]);
  const reader = createMediaReader({
    storage: { get: async (key) => (stored.has(key) ? { body: Readable.from([stored.get(key)!]), size: stored.get(key)!.length } : null) },
    assetsDir: seedAssetsDir,
    builtIn: { '/api/media/tribute-music/song.wav': () => Buffer.from('RIFF') },
  });
  const read = async (url: string) => {
    const file = await reader.open(url);
    return file ? (await buffer(file.body)).toString('utf8') : null;
  };

  it('opens an upload from the storage, a built-in file, and a picture the home ships', async () => {
    expect(await read('/api/media/site-a/7/photo.jpg')).toBe('stored bytes');
    expect(await read('/api/media/tribute-music/song.wav')).toBe('RIFF');
    expect(await read('/api/assets/obituaries/photo-04.svg')).toContain('<svg');
  });

  it('opens nothing outside: another origin, a missing file, a path out of the assets folder, a dotfile', async () => {
    expect(await read('https://elsewhere.example/photo.jpg')).toBeNull();
    expect(await read('/api/media/site-a/7/gone.jpg')).toBeNull();
    expect(await read('/api/assets/obituaries/missing.svg')).toBeNull();
    expect(await read('/api/assets/../../package.json')).toBeNull();
    expect(await read('/api/assets/..%2F..%2Fpackage.json')).toBeNull();
    expect(await read('/api/assets/.hidden')).toBeNull();
    expect(await read('/api/assets/%E0%A4%A')).toBeNull();
    expect(await read('/api/media/%')).toBeNull();
  });
});
