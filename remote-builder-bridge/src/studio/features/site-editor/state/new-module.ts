import type { Module, ModuleType } from '@keepsake/shared/contract/website';

const newId = (prefix: string) =>
  `${prefix}-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10)}`;

const placeholderImage = (alt: string) => ({ id: newId('image'), src: '/api/assets/site/garden-path.svg', alt, width: 1600, height: 900 });

/** A new module of a type with starter content a funeral director replaces, valid under the contract. */
export function newModule(type: ModuleType): Module {
  const id = newId(type);
  switch (type) {
    case 'hero':
      return { id, type, heading: 'A heading for this page', text: 'A sentence or two that welcomes families.', buttons: [] };
    case 'headline':
      return { id, type, text: 'A new section', level: 2 };
    case 'map':
      return { id, type, heading: 'Our locations', locationIds: [] };
    case 'media':
      return { id, type, media: { ...placeholderImage('A quiet garden path'), kind: 'image' }, caption: 'A caption for this picture' };
    case 'testimonials':
      return { id, type, heading: 'What families say', items: [{ id: newId('quote'), quote: 'Words a family shared with us.', author: 'A family we served' }] };
    case 'text':
      return {
        id,
        type,
        heading: 'A new section',
        content: [{ id: newId('block'), type: 'paragraph', spans: [{ id: newId('span'), text: 'Write what families should know here.' }] }],
      };
    case 'footer':
      return { id, type, heading: 'We are here for you', text: 'Call us any time, day or night.', links: [], showPhone: true };
    case 'navigation':
      return { id, type, heading: 'Explore', items: [{ id: newId('card'), label: 'Contact us', to: '/contact' }] };
    case 'contact':
      return {
        id,
        type,
        heading: 'Contact us',
        text: 'We answer every call, day or night.',
        showPhone: true,
        showEmail: true,
        showLocations: false,
        showForm: false,
      };
    case 'carousel':
      return {
        id,
        type,
        heading: 'Gallery',
        slides: [{ id: newId('slide'), image: placeholderImage('A quiet garden path') }],
        autoRotate: false,
        intervalSeconds: 7,
      };
    case 'value-props':
      return {
        id,
        type,
        heading: 'Why families choose us',
        items: [{ id: newId('item'), icon: 'heart', title: 'Compassion', text: 'We take the time to listen.' }],
      };
  }
}
