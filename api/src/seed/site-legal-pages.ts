import type { pageSchema } from '@keepsake/shared/contract';
import type { z } from 'zod';
import { rich } from './site-content';

// Sensible starting text for the legal and accessibility pages (SPEC §2). The funeral home replaces it
// with its own in the builder; it is seeded as ordinary content pages with text modules.
export const willowbrookLegalPages: Record<string, z.input<typeof pageSchema>> = {
  '/terms-of-use': {
    id: 'page-terms-of-use',
    title: 'Terms of Use',
    description: 'The terms that apply when you use the {{name}} website.',
    modules: [
      { id: 'terms-headline', type: 'headline', text: 'Terms of Use', level: 1, subtext: 'Last updated January 6, 2025' },
      {
        id: 'terms-text',
        type: 'text',
        content: rich('terms-text', [
          'Welcome to the website of {{name}}. By using this site you agree to these terms. If you do not agree, please do not use the site.',
          { h: 2, text: 'Memories, photos and comments' },
          'When you share a memory, photo or comment on an obituary, you confirm that it is yours to share and that it is respectful. We may review, decline or remove anything that is unkind, unlawful or unrelated, and we may contact you about it.',
          { h: 2, text: 'Information on this site' },
          'We work to keep service times, prices and other information accurate, but it may change. Please call us to confirm the details of a service. Prices shown online do not replace our general price list.',
          { h: 2, text: 'Purchases' },
          'Flowers and memorial items ordered through this site are fulfilled by us or by local partners. If something is not right, call us and we will make it right.',
          { h: 2, text: 'Contact' },
          {
            spans: ['Questions about these terms? Write to ', { text: '{{email}}', href: 'mailto:{{email}}' }, ' or call {{phone}}.'],
          },
        ]),
      },
    ],
  },
  '/privacy-policy': {
    id: 'page-privacy-policy',
    title: 'Privacy Policy',
    description: 'How {{name}} collects, uses and protects your information.',
    modules: [
      { id: 'privacy-headline', type: 'headline', text: 'Privacy Policy', level: 1, subtext: 'Last updated January 6, 2025' },
      {
        id: 'privacy-text',
        type: 'text',
        content: rich('privacy-text', [
          'Families trust us with personal information at a difficult time. We collect only what we need to serve you, and we never sell it.',
          { h: 2, text: 'What we collect' },
          {
            list: [
              'What you send us through the contact form: your name, email address, phone number and message.',
              'What you share on an obituary page, such as memories and photos.',
              'Details you give us when planning a service or placing an order.',
            ],
          },
          { h: 2, text: 'How we use it' },
          'We use your information to answer you, to arrange services and to fulfill orders. Our staff read contact messages; they are not shared outside the funeral home except with a partner who helps fulfill something you asked for.',
          { h: 2, text: 'How long we keep it' },
          'Contact messages are kept for two years. Records of arrangements are kept as long as the law requires.',
          { h: 2, text: 'Your choices' },
          {
            spans: ['You may ask to see, correct or delete your information at any time by writing to ', { text: '{{email}}', href: 'mailto:{{email}}' }, '.'],
          },
        ]),
      },
    ],
  },
  '/accessibility': {
    id: 'page-accessibility',
    title: 'Accessibility',
    description: 'Our commitment to a website everyone can use, and how to reach us if something does not work for you.',
    modules: [
      { id: 'accessibility-headline', type: 'headline', text: 'Accessibility', level: 1 },
      {
        id: 'accessibility-text',
        type: 'text',
        content: rich('accessibility-text', [
          'Everyone should be able to find service times, share a memory or reach us, whatever device or assistive technology they use.',
          { h: 2, text: 'Our standard' },
          {
            spans: [
              'We aim to meet the ',
              { text: 'Web Content Accessibility Guidelines (WCAG) 2.2 at level AA', marks: ['bold'] },
              '. We test this site with keyboard-only use, screen readers and automated checks.',
            ],
          },
          { h: 2, text: 'What you can expect' },
          {
            list: [
              'Every page and form works with a keyboard alone.',
              'Text and controls have enough contrast to read easily.',
              'Images have text descriptions, and moving content can be paused.',
              'Pages work on small phones and with enlarged text.',
            ],
          },
          { h: 2, text: 'Tell us if something does not work' },
          {
            spans: [
              'If any part of this site is hard to use, please call {{phone}} or write to ',
              { text: '{{email}}', href: 'mailto:{{email}}' },
              '. We will help you straight away and fix the problem.',
            ],
          },
        ]),
      },
    ],
  },
};
