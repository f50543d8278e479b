import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseMedia } from '@keepsake/shared/contract/case';
import { portalFetch } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };

const photo = (id: number, fileName: string, caption = '', description = ''): CaseMedia => ({
  id,
  kind: 'PHOTO',
  url: `/api/media/site-willowbrook/7/${id}-1600.webp`,
  thumbUrl: `/api/media/site-willowbrook/7/${id}-480.webp`,
  width: 1600,
  height: 1200,
  contentType: 'image/jpeg',
  byteSize: 2048,
  fileName,
  caption,
  description,
  needsDescription: caption === '' && description === '',
  position: id,
  createdAt: '2026-11-22T10:00:00.000Z',
});

// XMLHttpRequest as the uploader uses it (progress events, then load), answering by the file's name.
const sent: string[] = [];
let answerFor: (fileName: string) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
class FakeXhr {
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  withCredentials = false;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    const name = (form.get('file') as File).name;
    sent.push(name);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      setTimeout(() => {
        const { status, body } = answerFor(name);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 20);
    }, 20);
  }
}

describe('upload photos', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    sent.length = 0;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  it('uploads many files, names a refused file and why, retries it, and checks size before sending', async () => {
    let list = [photo(1, 'wedding.jpg', 'Our wedding, 1962')];
    let refuseNotes = true;
    answerFor = (name) => {
      if (name === 'notes.jpg' && refuseNotes) {
        return { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: 'notes.jpg is not a JPEG, PNG or WebP photo.' } };
      }
      const item = photo(list.length + 1, name);
      list = [...list, item];
      return { status: 201, body: { items: [item], rejected: [] } };
    };
    const fake = portalFetch((method, url) =>
      url.pathname.endsWith('/photos') && method === 'GET' ? { body: { items: list, page: 1, pageSize: 100, hasNext: false } } : undefined,
    );
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/upload-photos');

    const yours = await screen.findByRole('region', { name: 'Your photos' }, SLOW);
    expect(await within(yours).findByRole('heading', { name: '1 photo' }, SLOW)).toBeInTheDocument();
    expect(within(yours).getByRole('img', { name: 'Our wedding, 1962' })).toHaveAttribute('src', '/api/media/site-willowbrook/7/1-480.webp');

    const huge = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Choose photos'), [
      new File(['a'], 'garden.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'notes.jpg', { type: 'image/jpeg' }),
      huge,
    ]);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('progressbar', { name: 'Uploading garden.jpg' })).toBeInTheDocument();
    expect(await within(uploads).findByText('notes.jpg is not a JPEG, PNG or WebP photo.', {}, SLOW)).toHaveAttribute('role', 'alert');
    // Checked in the browser: never sent, and the message names the file and the limit.
    expect(within(uploads).getByText('scan.png is larger than 25 MB, the most a photo may be.')).toHaveAttribute('role', 'alert');
    expect(sent.sort()).toEqual(['garden.jpg', 'notes.jpg']);
    await waitFor(() => expect(within(yours).getByRole('heading', { name: '2 photos' })).toBeInTheDocument());

    refuseNotes = false;
    await userEvent.click(within(uploads).getByRole('button', { name: 'Try notes.jpg again' }));
    await waitFor(() => expect(within(yours).getByRole('heading', { name: '3 photos' })).toBeInTheDocument(), SLOW);
    expect(within(uploads).queryByText('notes.jpg is not a JPEG, PNG or WebP photo.')).toBeNull();
    expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2);
  });

  it('flags a photo that says nothing of what it shows, and saves its description (issue 42)', async () => {
    let list = [photo(1, 'wedding.jpg', 'Our wedding, 1962'), photo(2, 'IMG_0042.jpg')];
    const fake = portalFetch((method, url, body) => {
      if (url.pathname.endsWith('/photos') && method === 'GET') return { body: { items: list, page: 1, pageSize: 100, hasNext: false } };
      if (url.pathname.endsWith('/photos/2') && method === 'PATCH') {
        const { description } = body as { description: string };
        list = [list[0]!, photo(2, 'IMG_0042.jpg', '', description)];
        return { body: list[1] };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/upload-photos');
    const yours = await screen.findByRole('region', { name: 'Your photos' }, SLOW);
    expect(await within(yours).findByText(/1 of them is not on the public page yet/, {}, SLOW)).toBeInTheDocument();
    const rows = within(yours).getAllByRole('listitem');
    // The described one carries no warning; the other says why it is not public, tied to its fields.
    expect(within(rows[0]!).queryByText(/Not on the public page yet/)).toBeNull();
    const field = within(rows[1]!).getByRole('textbox', { name: 'What the photo shows (read aloud to people who cannot see it)' });
    expect(field).toHaveAccessibleDescription('Not on the public page yet: add a caption or a description of what the photo shows.');
    await userEvent.type(field, 'Rosa laughing on the porch swing');
    await userEvent.tab();
    await waitFor(() =>
      expect(fake.calls).toContainEqual({ method: 'PATCH', url: '/api/family/cases/7/photos/2', body: { description: 'Rosa laughing on the porch swing' } }),
    );
    await waitFor(() => expect(within(yours).queryByText(/not on the public page yet/i)).toBeNull());
    expect(within(yours).getByRole('img', { name: 'Rosa laughing on the porch swing' })).toBeInTheDocument();
  });
});
