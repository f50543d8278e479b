const LABELS: Record<string, string> = {
  heading: 'Heading',
  text: 'Text',
  subtext: 'Line under the headline',
  level: 'Heading level',
  align: 'Alignment',
  caption: 'Caption',
  showPhone: 'Show the phone number',
  showEmail: 'Show the email address',
  showLocations: 'Show the locations',
  showForm: 'Show the contact form',
  autoRotate: 'Turn slides automatically',
  intervalSeconds: 'Seconds per slide',
  fromPath: 'Cards for the pages under',
  quote: 'Quote',
  author: 'Name',
  relation: 'Relation (e.g. “Daughter of Ruth”)',
  to: 'Link',
  label: 'Label',
  displayType: 'Style',
  description: 'Description',
  icon: 'Icon',
  title: 'Title',
  image: 'Picture',
  media: 'Picture or video',
  poster: 'Poster picture address',
  captionsSrc: 'Captions file address',
  src: 'Address',
  width: 'Width (pixels)',
  height: 'Height (pixels)',
  content: 'Text',
  locationIds: 'Locations shown',
  name: 'Name',
  phoneNumber: 'Phone number',
  address: 'Address',
  line1: 'Street and number',
  line2: 'Second address line',
  city: 'City',
  region: 'State or region',
  postalCode: 'Postal code',
  latitude: 'Latitude',
  longitude: 'Longitude',
};
export const labelOf = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

// How one entry of a module's list is called ("Add testimonial", "Remove slide 2").
const SINGULAR: Record<string, string> = {
  'testimonials.items': 'testimonial',
  'value-props.items': 'point',
  'navigation.items': 'card',
  'carousel.slides': 'slide',
  'hero.buttons': 'button',
  'footer.links': 'link',
  'site.links': 'footer link',
  'site.locations': 'location',
};
export const singularOf = (type: string, key: string) => SINGULAR[`${type}.${key}`] ?? 'item';

// What a choice's raw value reads as.
const CHOICE_LABELS: Record<string, string> = {
  PRIMARY: 'Primary button',
  SECONDARY: 'Secondary button',
  start: 'Start',
  center: 'Centre',
};
export const choiceLabel = (value: string) => CHOICE_LABELS[value] ?? value;
