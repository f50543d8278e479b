import { pageSchema, type Page } from '@keepsake/shared/contract';
import { z } from 'zod';
import { decorativeImage, image, rich, SITE_IMAGES as IMG } from './site-content';
import { willowbrookLegalPages } from './site-legal-pages';

// Demo content for the fictional Willowbrook Funeral Home. Written in the modules' input shape and
// parsed with the contract here, so a seed that breaks the contract fails at start, not in a browser.
const pages: Record<string, z.input<typeof pageSchema>> = {
  '/': {
    id: 'page-home',
    title: 'Willowbrook Funeral Home',
    description: 'Family-owned funeral, cremation and memorial services in Alder Falls, Vermont, since 1952. Call {{phone}} day or night.',
    layout: 'landing',
    modules: [
      {
        id: 'home-hero',
        type: 'hero',
        heading: 'Honoring every life with dignity and care',
        text: 'Family-owned and serving Alder Falls and the river valley since 1952. Whether a loss has just happened or you are planning ahead, we are here to listen first.',
        image: decorativeImage('home-hero-image', IMG.heroWillow),
        buttons: [
          { id: 'home-hero-call', label: 'Call {{phone}}', to: 'tel:{{phone}}', displayType: 'PRIMARY' },
          { id: 'home-hero-plan', label: 'Plan ahead', to: '/pre-planning', displayType: 'SECONDARY' },
        ],
      },
      {
        id: 'home-values',
        type: 'value-props',
        heading: 'How we help',
        items: [
          {
            id: 'home-values-247',
            icon: 'phone',
            title: 'Here day and night',
            text: 'A member of our staff answers the phone every hour of every day, including holidays.',
          },
          {
            id: 'home-values-plan',
            icon: 'clipboard',
            title: 'Plan at your own pace',
            text: 'Arrange a service from home, or sit with us in person at either chapel.',
          },
          {
            id: 'home-values-price',
            icon: 'receipt',
            title: 'Clear pricing',
            text: 'Our general price list is always available, with no surprises and no pressure.',
          },
        ],
      },
      {
        id: 'home-services',
        type: 'navigation',
        heading: 'Where would you like to begin?',
        items: [
          {
            id: 'home-services-services',
            label: 'Our services',
            to: '/services',
            description: 'Funerals, cremation and celebrations of life, shaped around the person you love.',
          },
          { id: 'home-services-obituaries', label: 'Obituaries', to: '/obituaries', description: 'Find service times, share a memory or send flowers.' },
          {
            id: 'home-services-preplan',
            label: 'Pre-planning',
            to: '/pre-planning',
            description: 'Record your wishes and spare your family difficult decisions.',
          },
          {
            id: 'home-services-grief',
            label: 'Grief support',
            to: '/grief-support',
            description: 'Free monthly groups and resources for anyone who is grieving.',
          },
        ],
      },
      {
        id: 'home-welcome',
        type: 'text',
        heading: 'A family caring for families',
        content: rich('home-welcome', [
          'For three generations the Hartley family has walked alongside families in their hardest days. We know many of the families we serve by name, and we treat every one of them as our own.',
          'Every service we arrange is different, because every life is. Tell us about the person you are remembering, and we will help you honor them in the way that feels right, whatever your traditions or budget.',
        ]),
      },
      {
        id: 'home-testimonials',
        type: 'testimonials',
        heading: 'What families say',
        items: [
          {
            id: 'home-testimonial-1',
            quote: 'They took care of every detail so we could simply be together. I will never forget their kindness.',
            author: 'Lucia Morales',
            relation: 'Daughter',
          },
          {
            id: 'home-testimonial-2',
            quote: 'Kind, patient and honest from the first phone call at two in the morning to the last goodbye.',
            author: 'Ruth Abernathy',
            relation: 'Wife',
          },
          {
            id: 'home-testimonial-3',
            quote: 'Eleanor helped us plan my father’s celebration of life around his love of fishing. It was perfect.',
            author: 'James Whitford',
            relation: 'Son',
          },
        ],
      },
      {
        id: 'home-contact',
        type: 'contact',
        heading: 'Talk with us',
        text: 'Call, write, or stop by either of our chapels. There is never a charge to ask a question.',
        showLocations: true,
        showForm: false,
      },
    ],
  },
  // No modules: the site redirects to its first child, Our Staff (SPEC §2).
  '/about': { id: 'page-about', title: 'About Us', description: 'About {{name}}.', modules: [] },
  '/about/our-staff': {
    id: 'page-our-staff',
    title: 'Our Staff',
    description: 'Meet the licensed funeral directors and staff of {{name}}.',
    modules: [
      {
        id: 'staff-headline',
        type: 'headline',
        text: 'The people who will care for your family',
        level: 1,
        subtext: 'Each family works with one director from the first call to the final goodbye.',
      },
      {
        id: 'staff-carousel',
        type: 'carousel',
        heading: 'Meet our team',
        slides: [
          {
            id: 'staff-slide-eleanor',
            image: image('staff-slide-eleanor-image', IMG.portraitEleanor, 'Eleanor Hartley smiling in the chapel garden'),
            caption: 'Eleanor Hartley, Licensed Funeral Director and Owner',
          },
          {
            id: 'staff-slide-marcus',
            image: image('staff-slide-marcus-image', IMG.portraitMarcus, 'Marcus Bell standing in the main chapel'),
            caption: 'Marcus Bell, Funeral Director',
          },
          {
            id: 'staff-slide-priya',
            image: image('staff-slide-priya-image', IMG.portraitPriya, 'Priya Nair at the Riverside Chapel'),
            caption: 'Priya Nair, Family Care Coordinator',
          },
        ],
      },
      {
        id: 'staff-text',
        type: 'text',
        heading: 'Experience you can lean on',
        content: rich('staff-text', [
          'Our licensed directors have served families of every faith and tradition. Between them they have more than sixty years of experience, and they live here, in the communities they serve.',
          {
            list: [
              'Eleanor Hartley leads the firm her grandfather founded.',
              'Marcus Bell specializes in military honors and veterans’ services.',
              'Priya Nair coordinates pre-planning and our grief support program.',
            ],
          },
        ]),
      },
    ],
  },
  '/about/our-history': {
    id: 'page-our-history',
    title: 'Our History',
    description: 'Three generations of the Hartley family serving Alder Falls since 1952.',
    modules: [
      { id: 'history-headline', type: 'headline', text: 'Since 1952', level: 1, subtext: 'Three generations, one promise.' },
      {
        id: 'history-text',
        type: 'text',
        content: rich('history-text', [
          'Thomas Hartley opened Willowbrook in a converted farmhouse on Willow Creek Road. His daughter Margaret added the Riverside Chapel in 1987, and today his granddaughter Eleanor leads the firm with the same promise: treat every family as our own.',
          { quote: 'A funeral is the last gift we give someone. It should look like them. — Thomas Hartley, 1952' },
        ]),
      },
      {
        id: 'history-media',
        type: 'media',
        media: { kind: 'image', ...image('history-media-image', IMG.chapelMain, 'The Willowbrook main chapel with its white steeple among maple trees') },
        caption: 'The main chapel on Willow Creek Road, enlarged in 1974.',
      },
    ],
  },
  '/services': {
    id: 'page-services',
    title: 'Services',
    description: 'Funeral, cremation, memorial and celebration-of-life services in Alder Falls, Vermont.',
    modules: [
      {
        id: 'services-headline',
        type: 'headline',
        text: 'Services shaped around the person you love',
        level: 1,
        subtext: 'Every service can be adapted to your traditions, your budget and your timing.',
      },
      {
        id: 'services-values',
        type: 'value-props',
        items: [
          {
            id: 'services-traditional',
            icon: 'chapel',
            title: 'Traditional funerals',
            text: 'Visitation, a service in our chapel or your place of worship, and graveside committal.',
          },
          { id: 'services-cremation', icon: 'urn', title: 'Cremation', text: 'Direct cremation, or cremation with a memorial gathering before or after.' },
          {
            id: 'services-celebration',
            icon: 'flower',
            title: 'Celebrations of life',
            text: 'Personal gatherings with music, photos and stories, wherever feels right.',
          },
          { id: 'services-veterans', icon: 'candle', title: 'Veterans’ honors', text: 'Military honors, flag presentation and help with VA burial benefits.' },
        ],
      },
      {
        id: 'services-text',
        type: 'text',
        heading: 'What every service includes',
        content: rich('services-text', [
          {
            list: [
              'A dedicated funeral director from first call to final goodbye',
              'Transfer of your loved one into our care, day or night',
              'Help writing and publishing the obituary',
              'An online memorial page where friends can share memories',
              'Certified copies of the death certificate',
            ],
          },
          {
            spans: [
              'Our ',
              { text: 'general price list', marks: ['bold'] },
              ' is available at either chapel and by request. ',
              { text: 'Ask us for a copy', href: '/contact' },
              '.',
            ],
          },
        ]),
      },
      {
        id: 'services-next',
        type: 'navigation',
        heading: 'Plan and prepare',
        fromPath: '/services',
      },
    ],
  },
  '/contact': {
    id: 'page-contact',
    title: 'Contact Us',
    description: 'Call, email or visit {{name}}. We answer the phone day and night.',
    modules: [
      { id: 'contact-headline', type: 'headline', text: 'Contact us', level: 1, subtext: 'If a death has just occurred, please call us at any hour.' },
      {
        id: 'contact-form',
        type: 'contact',
        heading: 'Send us a message',
        text: 'We reply to messages within one business day. You are welcome to visit us at {{address}}.',
        showLocations: false,
      },
      { id: 'contact-map', type: 'map', heading: 'Find us', locationIds: ['loc-main', 'loc-riverside'] },
    ],
  },
  '/grief-support': {
    id: 'page-grief-support',
    title: 'Grief Support',
    description: 'Free grief support groups and resources for anyone in the Alder Falls community.',
    modules: [
      { id: 'grief-headline', type: 'headline', text: 'You do not have to grieve alone', level: 1 },
      {
        id: 'grief-text',
        type: 'text',
        content: rich('grief-text', [
          'Our grief support group meets on the first Tuesday of every month at 7 pm at the Riverside Chapel, {{address:loc-riverside}}. It is free and open to anyone in our community, whether or not we served your family.',
          { h: 2, text: 'Other ways we can help' },
          {
            list: [
              'A year of gentle check-in letters after a service',
              'A lending library of books on grief for adults and children',
              'Referrals to local counselors and hospice bereavement programs',
            ],
          },
          { spans: ['If you would like to talk with someone now, ', { text: 'please call us', href: 'tel:{{phone}}' }, '. We are always glad to listen.'] },
        ]),
      },
      {
        id: 'grief-media',
        type: 'media',
        media: { kind: 'image', ...image('grief-media-image', IMG.candles, 'Three lit candles on a wooden table') },
        caption: 'Our candle-lighting service of remembrance is held every December.',
      },
    ],
  },
  '/pre-planning': {
    id: 'page-pre-planning',
    title: 'Pre-Planning',
    description: 'Plan your funeral ahead of time and give your loved ones peace of mind.',
    modules: [
      {
        id: 'preplan-hero',
        type: 'hero',
        heading: 'Plan ahead, on your own terms',
        text: 'Preplanning helps you review your options and gives peace of mind to your loved ones.',
        image: decorativeImage('preplan-hero-image', IMG.gardenPath),
        buttons: [
          { id: 'preplan-hero-start', label: 'Start planning', to: '/plan-now', displayType: 'PRIMARY' },
          { id: 'preplan-hero-talk', label: 'Talk with us', to: '/contact', displayType: 'SECONDARY' },
        ],
      },
      {
        id: 'preplan-text',
        type: 'text',
        heading: 'How pre-planning works',
        content: rich('preplan-text', [
          {
            list: [
              'Tell us your wishes, online or in person.',
              'Review the options and prices at your own pace.',
              'If you choose, fund your plan so your family is spared the cost.',
            ],
            ordered: true,
          },
          'Your plan can be changed at any time, and it moves with you if you relocate.',
        ]),
      },
      {
        id: 'preplan-footer',
        type: 'footer',
        heading: 'Questions before you begin?',
        text: 'Priya Nair, our family care coordinator, is happy to walk you through it.',
        links: [
          { id: 'preplan-footer-contact', label: 'Send a message', to: '/contact' },
          { id: 'preplan-footer-services', label: 'See our services', to: '/services' },
        ],
      },
    ],
  },
  '/locations': {
    id: 'page-locations',
    title: 'Locations',
    description: 'Our two chapels in Alder Falls, Vermont, with addresses and directions.',
    modules: [
      {
        id: 'locations-headline',
        type: 'headline',
        text: 'Our locations',
        level: 1,
        subtext: 'Two chapels in Alder Falls, each with free parking and step-free access.',
      },
      { id: 'locations-map', type: 'map', locationIds: [] },
      {
        id: 'locations-media',
        type: 'media',
        media: { kind: 'image', ...image('locations-media-image', IMG.chapelRiverside, 'The Riverside Chapel, a stone building beside the river') },
        caption: 'The Riverside Chapel on Mill Street.',
      },
    ],
  },
  ...willowbrookLegalPages,
};

export const willowbrookPages: Record<string, Page> = z.record(z.string(), pageSchema).parse(pages);
