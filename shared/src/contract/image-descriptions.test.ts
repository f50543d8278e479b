import { findUndescribedImages, imageDescriptionState, renderedAlt, undescribedImagesMessage } from './image-descriptions';
import { imageSchema } from './modules';
import { pageSchema, type Page } from './render-context';

const picture = (id: string, alt: string, decorative?: boolean) => ({
  id,
  src: `/api/media/${id}.webp`,
  alt,
  width: 1600,
  height: 900,
  ...(decorative === undefined ? {} : { decorative }),
});

describe('a picture is described, decorative, or needs a description (issue 42)', () => {
  it('tells the three apart; an empty alt alone is not decorative', () => {
    expect(imageDescriptionState(picture('a', 'The chapel at dusk'))).toBe('described');
    expect(imageDescriptionState(picture('b', '', true))).toBe('decorative');
    expect(imageDescriptionState(picture('c', ''))).toBe('missing');
    expect(imageDescriptionState(picture('d', '   '))).toBe('missing');
    expect(imageDescriptionState(picture('e', '', false))).toBe('missing');
  });

  it('renders the description, or alt="" when decorative (a stale description never leaks out)', () => {
    expect(renderedAlt(picture('a', ' The chapel '))).toBe('The chapel');
    expect(renderedAlt(picture('b', 'Old words', true))).toBe('');
  });

  it('the contract keeps the mark and still reads pictures stored before it', () => {
    expect(imageSchema.parse(picture('a', '', true))).toEqual(picture('a', '', true));
    expect(imageSchema.parse(picture('b', ''))).not.toHaveProperty('decorative');
    expect(imageSchema.safeParse({ ...picture('c', ''), decorative: 'yes' }).success).toBe(false);
  });

  const page = (title: string, modules: unknown[], extra: Record<string, unknown> = {}): Page =>
    pageSchema.parse({ id: title, title, description: '', modules, ...extra });

  it('finds every undescribed picture of every field, module by module, and skips videos and decorative ones', () => {
    const pages = {
      '/': page('Home', [
        { id: 'hero', type: 'hero', heading: 'Welcome', image: picture('h', '', true) },
        { id: 'media', type: 'media', media: { kind: 'image', ...picture('m', '') }, caption: 'Doors' },
        { id: 'video', type: 'media', media: { id: 'v', kind: 'video', src: '/v.mp4', title: 'Tour', width: 16, height: 9 } },
      ]),
      '/about': page(
        'About',
        [
          {
            id: 'slides',
            type: 'carousel',
            heading: 'Our staff',
            slides: [
              { id: 's1', image: picture('s1', 'Eleanor in the garden') },
              { id: 's2', image: picture('s2', ' ') },
            ],
          },
        ],
        { shareImage: picture('share', '') },
      ),
      '/described': page('Described', [{ id: 'hero2', type: 'hero', heading: 'Hi', image: picture('h2', 'A lake at dawn') }]),
    };
    const found = findUndescribedImages({ pages });
    expect(found).toEqual([
      { pagePath: '/', pageTitle: 'Home', moduleId: 'media', field: ['media'], label: 'Media: Doors' },
      { pagePath: '/about', pageTitle: 'About', moduleId: 'slides', field: ['slides', 1, 'image'], label: 'Carousel: Our staff' },
      { pagePath: '/about', pageTitle: 'About', moduleId: null, field: ['shareImage'], label: 'Share picture' },
    ]);
    expect(undescribedImagesMessage(found)).toBe(
      'Describe each picture for people who cannot see it, or mark it as decorative, before publishing: Home (/) › Media: Doors; About (/about) › Carousel: Our staff; About (/about) › Share picture.',
    );
  });

  it('finds nothing on a site whose pictures are all described or decorative', () => {
    expect(findUndescribedImages({ pages: { '/': page('Home', [{ id: 'hero', type: 'hero', heading: 'Hi', image: picture('h', '', true) }]) } })).toEqual([]);
  });
});
