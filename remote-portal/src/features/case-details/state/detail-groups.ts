import type { CaseDetailGroup } from '@keepsake/shared/contract/case';

export interface DetailField {
  name: string;
  label: string;
  hint?: string;
  kind?: 'text' | 'date' | 'long';
  required?: boolean;
  autoComplete?: string;
}

export interface DetailGroup {
  title: string;
  intro?: string;
  fields: DetailField[];
}

const DATE_HINT = 'Year, month, day: for example 1941-03-14';

// The facts a funeral home needs (issue 10), in the order an arrangement conference asks for them.
export const DETAIL_GROUPS: Record<CaseDetailGroup, DetailGroup> = {
  name: {
    title: 'Name',
    fields: [
      { name: 'fullName', label: 'Full name', required: true },
      { name: 'preferredName', label: 'Known as', hint: 'The name family and friends used' },
    ],
  },
  birth: {
    title: 'Birth',
    fields: [
      { name: 'birthDate', label: 'Date of birth', hint: DATE_HINT, kind: 'date' },
      { name: 'birthPlace', label: 'Place of birth', hint: 'Town and country' },
    ],
  },
  death: {
    title: 'Death',
    fields: [
      { name: 'deathDate', label: 'Date of death', hint: DATE_HINT, kind: 'date' },
      { name: 'deathPlace', label: 'Place of death' },
    ],
  },
  family: {
    title: 'Family',
    intro: 'Names as they should appear in the obituary.',
    fields: [
      { name: 'father', label: 'Father' },
      { name: 'mother', label: 'Mother' },
      { name: 'spouse', label: 'Spouse or partner' },
      { name: 'children', label: 'Children', hint: 'One name per line, with their partners if you wish', kind: 'long' },
    ],
  },
  education: { title: 'Education', fields: [{ name: 'education', label: 'Schools, colleges and degrees', kind: 'long' }] },
  work: {
    title: 'Work',
    fields: [
      { name: 'occupation', label: 'Occupation' },
      { name: 'employer', label: 'Employer' },
      { name: 'career', label: 'Working life', hint: 'Anything about their work worth remembering', kind: 'long' },
    ],
  },
  military: {
    title: 'Military service',
    intro: 'Leave empty if they did not serve.',
    fields: [
      { name: 'branch', label: 'Branch' },
      { name: 'rank', label: 'Rank' },
      { name: 'serviceYears', label: 'Years of service', hint: 'For example 1962–1966' },
    ],
  },
  faith: {
    title: 'Faith',
    fields: [
      { name: 'faith', label: 'Faith or tradition' },
      { name: 'congregation', label: 'Congregation or place of worship' },
    ],
  },
  // A plan made on the website fills these (issue 36 §4); the family may change them like any other detail.
  wishes: {
    title: 'Wishes',
    fields: [
      { name: 'disposition', label: 'Preferred arrangement', hint: 'For example: burial, cremation' },
      { name: 'serviceWishes', label: 'Wishes for the service', hint: 'Music, readings, flowers, a place that mattered', kind: 'long' },
      { name: 'ownWords', label: 'In their own words', hint: 'What they said or wrote about how they would like to be remembered', kind: 'long' },
    ],
  },
};
