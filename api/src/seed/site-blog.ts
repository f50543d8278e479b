import type { Db } from '../db/client';
import { blogArticles } from '../features/website/blog/tables';
import { HARBORVIEW_SITE } from './harborview-site';
import { image, rich, SITE_IMAGES as IMG, type SiteImage } from './site-content';
import { WILLOWBROOK_SITE } from './willowbrook-site';

interface ArticleSeed {
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  image?: [SiteImage, string];
  content: Parameters<typeof rich>[1];
}

// Willowbrook's blog: enough articles (13) that the list shows paging. Oldest first; ids follow.
const WILLOWBROOK_ARTICLES: ArticleSeed[] = [
  {
    title: 'What to do in the first hours after a death',
    summary: 'A calm, step-by-step guide for the moments when you may not know where to begin.',
    author: 'Eleanor Hartley',
    publishedAt: '2024-01-15T14:00:00Z',
    image: [IMG.lake, 'A still lake at dawn with mist over the water'],
    content: [
      'When someone dies, it is natural to feel that everything must happen at once. Very little does. Take a breath; the steps below can be taken one at a time.',
      { h: 2, text: 'If the death happened at home' },
      {
        list: [
          'If the death was expected and hospice was involved, call the hospice nurse first.',
          'If it was unexpected, call 911.',
          'When you are ready, call us. We answer at any hour and will come to you.',
        ],
        ordered: true,
      },
      { h: 2, text: 'If the death happened in a hospital or care home' },
      'The staff will ask which funeral home you have chosen. Give them our name and they will call us; you do not need to arrange the transfer yourself.',
      'There is no need to make any decisions about services tonight. We will meet with you when you are ready.',
    ],
  },
  {
    title: 'Writing an obituary: a gentle guide',
    summary: 'How to begin, what to include, and why there is no wrong way to tell a life story.',
    author: 'Priya Nair',
    publishedAt: '2024-02-20T14:00:00Z',
    image: [IMG.hands, 'Two hands holding a pen above a handwritten letter'],
    content: [
      'An obituary announces a death, but it is also a small portrait of a life. Many families find that writing it together becomes a time of remembering.',
      { h: 2, text: 'What most obituaries include' },
      {
        list: [
          'Full name, age, and where they lived',
          'Date and place of death',
          'Family members, living and predeceased',
          'A few sentences about who they were',
          'Service times and where to send donations',
        ],
      },
      'Our directors will help you write it and publish it on our website, where friends can share their own memories.',
    ],
  },
  {
    title: 'Burial or cremation: questions to consider',
    summary: 'Faith, family, cost and place all play a part. Here are the questions families ask us most.',
    author: 'Marcus Bell',
    publishedAt: '2024-03-18T14:00:00Z',
    content: [
      'There is no right answer, only the answer that is right for your family. These questions may help you talk it through.',
      {
        list: [
          'Did your loved one ever say what they wanted?',
          'Does your faith tradition guide the choice?',
          'Would your family like a place to visit?',
          'Would you like a viewing or visitation first?',
        ],
      },
      'Both choices can include a service, a gathering, music and readings. We are happy to explain the options and costs without any obligation.',
    ],
  },
  {
    title: 'How to support a grieving friend',
    summary: 'Small, practical ways to show up for someone in the weeks and months after a loss.',
    author: 'Priya Nair',
    publishedAt: '2024-04-22T14:00:00Z',
    image: [IMG.candles, 'Three lit candles on a wooden table'],
    content: [
      'You do not need perfect words. Being present, and staying present after the funeral, matters far more.',
      {
        list: [
          'Offer something specific: a meal on Thursday, a ride to an appointment.',
          'Say the name of the person who died. Most grieving people long to hear it.',
          'Mark the hard dates: birthdays, anniversaries, the first holidays.',
        ],
      },
    ],
  },
  {
    title: 'Planning a celebration of life',
    summary: 'Ideas for a gathering that feels like the person you are remembering.',
    author: 'Eleanor Hartley',
    publishedAt: '2024-05-30T14:00:00Z',
    image: [IMG.gardenPath, 'A garden path lined with flowers leading to a wooden bench'],
    content: [
      'A celebration of life can be held anywhere: our chapel, a favorite park, a lake shore, a family farm.',
      { h: 2, text: 'Ideas families have loved' },
      {
        list: [
          'A table of their favorite things: tools, recipes, fishing flies, books',
          'An open microphone for stories',
          'Their favorite music, played live or from a playlist',
          'A tree planting or a walk along a trail they loved',
        ],
      },
    ],
  },
  {
    title: 'Veterans’ funeral benefits, explained',
    summary: 'Military honors, burial allowances and national cemeteries: what veterans and their families can expect.',
    author: 'Marcus Bell',
    publishedAt: '2024-07-11T14:00:00Z',
    content: [
      'Many veterans are entitled to benefits that families do not know to ask for. We help every veteran’s family apply for them.',
      {
        list: [
          'Military funeral honors, including the folding and presentation of the flag',
          'Burial in a national cemetery at no cost',
          'A government headstone or marker',
          'A burial allowance in some circumstances',
        ],
      },
      'Bring a copy of the discharge papers (DD-214) if you have them. If you cannot find them, we can help you request a copy.',
    ],
  },
  {
    title: 'Helping children through grief',
    summary: 'Honest, age-appropriate ways to talk with children about death and include them in a farewell.',
    author: 'Priya Nair',
    publishedAt: '2024-08-26T14:00:00Z',
    content: [
      'Children grieve too, often in short bursts between play. Clear, simple words help them more than gentle euphemisms.',
      {
        list: [
          'Use the words “died” and “death”; “went to sleep” can frighten young children.',
          'Let them choose whether to attend the service, and tell them what they will see.',
          'Give them a role: choosing a photo, drawing a picture, placing a flower.',
        ],
      },
    ],
  },
  {
    title: 'Why pre-planning is a gift to your family',
    summary: 'Recording your wishes now spares the people you love from guessing later.',
    author: 'Eleanor Hartley',
    publishedAt: '2024-10-03T14:00:00Z',
    image: [IMG.chapelMain, 'The Willowbrook main chapel among maple trees in autumn'],
    content: [
      'Most families we sit with wish they had known what their loved one wanted. A plan answers those questions in your own words.',
      {
        spans: [
          'You can start online with our ',
          { text: 'planning form', href: '/plan-now' },
          ', or sit down with us at either chapel. There is no cost to plan.',
        ],
      },
    ],
  },
  {
    title: 'Getting through the holidays after a loss',
    summary: 'It is all right to change traditions, to say no, and to make room for both sorrow and joy.',
    author: 'Priya Nair',
    publishedAt: '2024-11-18T14:00:00Z',
    content: [
      'The first holidays after a death can be the hardest days of the year. Give yourself permission to do them differently.',
      {
        list: [
          'Light a candle or set a place in their memory.',
          'Keep the traditions that comfort you and pause the ones that hurt.',
          'Join us for our candle-lighting service of remembrance in December.',
        ],
      },
    ],
  },
  {
    title: 'Choosing music for a funeral service',
    summary: 'Hymns, favorite songs and live musicians: how music can carry what words cannot.',
    author: 'Marcus Bell',
    publishedAt: '2025-01-09T14:00:00Z',
    content: [
      'Music often says what no one can. Many services include three or four pieces: as guests arrive, during reflection, and at the close.',
      'We work with local organists, soloists and string players, and our chapels have sound systems for recorded music.',
    ],
  },
  {
    title: 'What our general price list tells you',
    summary: 'Every funeral home must give you its prices. Here is how to read ours.',
    author: 'Eleanor Hartley',
    publishedAt: '2025-02-24T14:00:00Z',
    content: [
      'The Federal Trade Commission’s Funeral Rule gives you the right to an itemized price list. You may choose only the goods and services you want.',
      {
        list: [
          'Basic services of the funeral director and staff',
          'Transfer and care of your loved one',
          'Use of facilities for visitation and services',
          'Caskets, urns and outer burial containers',
        ],
      },
      { spans: [{ text: 'Ask for our price list at any time', marks: ['bold'] }, '; we are glad to go through it with you.'] },
    ],
  },
  {
    title: 'Memorial ideas for the first anniversary',
    summary: 'Gentle ways to mark a year: gatherings, gifts to charity, and quiet rituals.',
    author: 'Priya Nair',
    publishedAt: '2025-04-14T14:00:00Z',
    image: [IMG.lake, 'A still lake at dawn with mist over the water'],
    content: [
      'The first anniversary of a death often brings the year back at once. Marking it on purpose can help.',
      {
        list: [
          'Gather for a meal with their favorite dishes.',
          'Give to a cause they cared about.',
          'Visit a place that mattered to them.',
          'Write them a letter.',
        ],
      },
    ],
  },
  {
    title: 'Our new reception room at the Riverside Chapel',
    summary: 'Families can now gather for coffee and conversation right after a service, without leaving the chapel.',
    author: 'Eleanor Hartley',
    publishedAt: '2025-06-02T14:00:00Z',
    image: [IMG.chapelRiverside, 'The Riverside Chapel, a stone building beside the river'],
    content: [
      'This spring we finished a reception room overlooking the river at our Riverside Chapel. It seats sixty, with a kitchen for caterers or family potluck.',
      'There is no extra charge for families holding a service in the chapel.',
    ],
  },
];

const HARBORVIEW_ARTICLES: ArticleSeed[] = [
  {
    title: 'Harborview’s annual service of remembrance',
    summary: 'Join us at the harbor on the first Sunday of November.',
    author: 'Harborview staff',
    publishedAt: '2025-03-01T14:00:00Z',
    content: ['Each year we gather at the harbor to read the names of those we have lost.'],
  },
];

// Articles without a picture of their own get one of the calm landscapes, so the list looks even.
const FALLBACK_IMAGES: [SiteImage, string][] = [
  [IMG.gardenPath, 'A garden path lined with flowers leading to a wooden bench'],
  [IMG.lake, 'A still lake at dawn with mist over the water'],
  [IMG.heroWillow, 'A willow tree beside a calm pond at sunrise'],
];

function rows(siteId: string, prefix: string, articles: ArticleSeed[], fallbackImages: [SiteImage, string][]) {
  return articles.map((article, index) => ({
    siteId,
    title: article.title,
    summary: article.summary,
    author: article.author,
    publishedAt: new Date(article.publishedAt),
    image: pictureFor(`${prefix}-${index + 1}-image`, article.image ?? fallbackImages[index % fallbackImages.length]),
    content: rich(`${prefix}-${index + 1}`, article.content),
  }));
}

function pictureFor(id: string, picture: [SiteImage, string] | undefined) {
  return picture ? image(id, picture[0], picture[1]) : null;
}

export async function seedBlog(db: Db): Promise<void> {
  await db.insert(blogArticles).values(rows(WILLOWBROOK_SITE.id, 'wb-article', WILLOWBROOK_ARTICLES, FALLBACK_IMAGES));
  await db.insert(blogArticles).values(rows(HARBORVIEW_SITE.id, 'hv-article', HARBORVIEW_ARTICLES, []));
}

export const WILLOWBROOK_ARTICLE_COUNT = WILLOWBROOK_ARTICLES.length;
