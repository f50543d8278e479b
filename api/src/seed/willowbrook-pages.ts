import type { Page } from '@keepsake/shared/contract';

// Demo content for the fictional Willowbrook Funeral Home. Every module and nested object has an id
// (SPEC §3) so the builder can address it. Module fields are a first cut; remote-site refines them.
const image = (id: string, file: string, alt: string) => ({ id, src: `/api/assets/${file}`, alt });

export const willowbrookPages: Record<string, Page> = {
  '/': {
    id: 'page-home',
    title: 'Willowbrook Funeral Home',
    description: 'Family-owned funeral, cremation and memorial services in Alder Falls since 1952.',
    modules: [
      {
        id: 'home-hero',
        type: 'hero',
        heading: 'Honoring every life with dignity and care',
        subheading: 'Family-owned and serving Alder Falls and the river valley since 1952.',
        image: image('home-hero-image', 'willow-morning.svg', 'A willow tree beside a calm pond at sunrise'),
        buttons: [
          { id: 'home-hero-call', label: 'Call us any time', to: 'tel:+15552014400', displayType: 'PRIMARY' },
          { id: 'home-hero-obits', label: 'Find an obituary', to: '/obituaries', displayType: 'SECONDARY' },
        ],
      },
      {
        id: 'home-values',
        type: 'value-props',
        heading: 'How we help',
        items: [
          { id: 'home-values-247', icon: 'phone', title: 'Here day and night', text: 'A member of our staff answers the phone every hour of every day.' },
          { id: 'home-values-plan', icon: 'clipboard', title: 'Plan at your own pace', text: 'Arrange a service from home, or sit with us in person.' },
          { id: 'home-values-price', icon: 'receipt', title: 'Clear pricing', text: 'Our general price list is always available, with no surprises.' },
        ],
      },
      {
        id: 'home-welcome',
        type: 'text',
        heading: 'Welcome',
        body: 'For three generations the Hartley family has walked alongside families in their hardest days. Whether you are planning ahead or have just lost someone you love, we are here to listen first.',
      },
      {
        id: 'home-testimonials',
        type: 'testimonials',
        heading: 'What families say',
        items: [
          { id: 'home-testimonial-1', quote: 'They took care of every detail so we could simply be together.', author: 'The Morales family' },
          { id: 'home-testimonial-2', quote: 'Kind, patient and honest from the first phone call.', author: 'Ruth A.' },
        ],
      },
      {
        id: 'home-contact',
        type: 'contact',
        heading: 'Talk with us',
        text: 'Call, write, or stop by either of our chapels.',
        showPhone: true,
        showEmail: true,
      },
    ],
  },
  // No modules: the site redirects to its first child, Our Staff (SPEC §2).
  '/about': { id: 'page-about', title: 'About Us', description: 'About Willowbrook Funeral Home.', modules: [] },
  '/about/our-staff': {
    id: 'page-our-staff',
    title: 'Our Staff',
    description: 'Meet the funeral directors and staff of Willowbrook Funeral Home.',
    modules: [
      { id: 'staff-headline', type: 'headline', text: 'The people who will care for your family', level: 1 },
      {
        id: 'staff-carousel',
        type: 'carousel',
        slides: [
          { id: 'staff-slide-eleanor', image: image('staff-slide-eleanor-image', 'portrait-placeholder.svg', 'Portrait of Eleanor Hartley'), caption: 'Eleanor Hartley, Licensed Funeral Director and Owner' },
          { id: 'staff-slide-marcus', image: image('staff-slide-marcus-image', 'portrait-placeholder.svg', 'Portrait of Marcus Bell'), caption: 'Marcus Bell, Funeral Director' },
          { id: 'staff-slide-priya', image: image('staff-slide-priya-image', 'portrait-placeholder.svg', 'Portrait of Priya Nair'), caption: 'Priya Nair, Family Care Coordinator' },
        ],
      },
      {
        id: 'staff-text',
        type: 'text',
        body: 'Our licensed directors have served families of every faith and tradition. Each family works with one director from the first call to the final goodbye.',
      },
    ],
  },
  '/about/our-history': {
    id: 'page-our-history',
    title: 'Our History',
    description: 'Three generations of the Hartley family serving Alder Falls.',
    modules: [
      { id: 'history-headline', type: 'headline', text: 'Since 1952', level: 1 },
      {
        id: 'history-text',
        type: 'text',
        body: 'Thomas Hartley opened Willowbrook in a converted farmhouse on Willow Creek Road. His daughter Margaret added the Riverside Chapel in 1987, and today his granddaughter Eleanor leads the firm with the same promise: treat every family as our own.',
      },
      {
        id: 'history-media',
        type: 'media',
        image: image('history-media-image', 'chapel.svg', 'The Willowbrook main chapel with its white steeple'),
        caption: 'The main chapel on Willow Creek Road.',
      },
    ],
  },
  '/services': {
    id: 'page-services',
    title: 'Services',
    description: 'Funeral, cremation, memorial and celebration-of-life services.',
    modules: [
      { id: 'services-headline', type: 'headline', text: 'Services shaped around the person you love', level: 1 },
      {
        id: 'services-values',
        type: 'value-props',
        items: [
          { id: 'services-traditional', icon: 'chapel', title: 'Traditional funerals', text: 'Visitation, a service in our chapel or your place of worship, and graveside committal.' },
          { id: 'services-cremation', icon: 'urn', title: 'Cremation', text: 'Direct cremation or cremation with a memorial gathering.' },
          { id: 'services-celebration', icon: 'flower', title: 'Celebrations of life', text: 'Personal gatherings with music, photos and stories.' },
        ],
      },
      { id: 'services-text', type: 'text', body: 'Every service can be adapted to your traditions, your budget and your timing.' },
    ],
  },
  '/contact': {
    id: 'page-contact',
    title: 'Contact Us',
    description: 'Call, email or visit Willowbrook Funeral Home.',
    modules: [
      { id: 'contact-form', type: 'contact', heading: 'Contact us', text: 'We answer the phone day and night.', showPhone: true, showEmail: true },
      { id: 'contact-map', type: 'map', heading: 'Find us', locationIds: ['loc-main', 'loc-riverside'] },
    ],
  },
  '/grief-support': {
    id: 'page-grief-support',
    title: 'Grief Support',
    description: 'Support groups and resources for those who are grieving.',
    modules: [
      { id: 'grief-headline', type: 'headline', text: 'You do not have to grieve alone', level: 1 },
      {
        id: 'grief-text',
        type: 'text',
        body: 'Our grief support group meets on the first Tuesday of every month at the Riverside Chapel. It is free and open to anyone in our community.',
      },
    ],
  },
  '/pre-planning': {
    id: 'page-pre-planning',
    title: 'Pre-Planning',
    description: 'Plan ahead and give your loved ones peace of mind.',
    modules: [
      {
        id: 'preplan-hero',
        type: 'hero',
        heading: 'Plan ahead, on your own terms',
        subheading: 'Preplanning helps you review your options and gives peace of mind to your loved ones.',
        image: image('preplan-hero-image', 'garden.svg', 'A quiet garden path with a wooden bench'),
        buttons: [{ id: 'preplan-hero-start', label: 'Start planning', to: '/plan-now', displayType: 'PRIMARY' }],
      },
      { id: 'preplan-text', type: 'text', body: 'Record your wishes, compare options and, if you choose, fund your plan so your family is spared difficult decisions.' },
    ],
  },
  '/locations': {
    id: 'page-locations',
    title: 'Locations',
    description: 'Our two chapels in Alder Falls.',
    modules: [
      { id: 'locations-headline', type: 'headline', text: 'Our locations', level: 1 },
      { id: 'locations-map', type: 'map', locationIds: ['loc-main', 'loc-riverside'] },
    ],
  },
};
