import type { PlanningField, PlanningSection } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { planningSections } from '../case-core/planning-tables';

const text = (id: string, name: string, extra: Partial<PlanningField> = {}): PlanningField => ({
  id,
  name,
  value: '',
  kind: 'text',
  required: false,
  ...extra,
});

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

// Willowbrook's wizard: the sections SPEC §2 names headings for, in the order a family talks them
// through with a funeral director.
export const WILLOWBROOK_PLANNING: PlanningSection[] = [
  {
    urlKey: 'contact-information',
    name: 'Contact Information',
    decedentDetails: false,
    fields: [
      text('contactFirstName', 'First name', { required: true, autoComplete: 'given-name' }),
      text('contactLastName', 'Last name', { required: true, autoComplete: 'family-name' }),
      text('contactEmail', 'Email', { kind: 'email', required: true, autoComplete: 'email' }),
      text('contactPhone', 'Phone', { kind: 'tel', required: true, mask: '(###) ###-####', autoComplete: 'tel-national' }),
      text('contactRelationship', 'Your relationship to the person this plan is for', {
        hint: 'For example: spouse, daughter, friend.',
        showIf: { field: 'planType', in: ['pre-plan-other', 'at-need'] },
      }),
    ],
  },
  {
    urlKey: 'decedent-details',
    name: 'Decedent Details',
    decedentDetails: true,
    fields: [
      text('decedentFirstName', 'First name', { required: true }),
      text('decedentMiddleName', 'Middle name'),
      text('decedentLastName', 'Last name', { required: true }),
      text('decedentPreferredName', 'Preferred name', { hint: 'The name family and friends used.' }),
      text('decedentDateOfBirth', 'Date of birth', { kind: 'date', notInFuture: true }),
      text('decedentDateOfDeath', 'Date of passing', { kind: 'date', required: true, only: 'AT_NEED', notInFuture: true }),
      text('decedentBirthplace', 'Place of birth', { hint: 'City and state, or country.' }),
      text('decedentDisposition', 'Preferred arrangement', {
        kind: 'radio',
        options: [
          { value: 'burial', label: 'Traditional burial' },
          { value: 'cremation', label: 'Cremation' },
          { value: 'undecided', label: 'Not sure yet' },
        ],
      }),
    ],
  },
  {
    urlKey: 'additional-family',
    name: 'Additional Family',
    decedentDetails: false,
    fields: [
      text('familySpouse', 'Spouse or partner'),
      text('familyFather', "Father's name"),
      text('familyMother', "Mother's name", { hint: 'Including maiden name, if any.' }),
      text('familyChildren', 'Children', { kind: 'textarea', hint: 'One name per line.' }),
    ],
  },
  {
    urlKey: 'education-profession',
    name: 'Education + Profession',
    decedentDetails: false,
    fields: [
      text('educationHighestLevel', 'Highest level of education', {
        kind: 'select',
        options: [
          { value: 'high-school', label: 'High school' },
          { value: 'some-college', label: 'Some college' },
          { value: 'bachelors', label: "Bachelor's degree" },
          { value: 'graduate', label: 'Graduate degree' },
        ],
      }),
      text('educationSchools', 'Schools attended'),
      text('professionOccupation', 'Occupation'),
      text('professionEmployer', 'Employer or business'),
    ],
  },
  {
    urlKey: 'military',
    name: 'Military',
    decedentDetails: false,
    fields: [
      text('militaryServed', 'Served in the armed forces', { kind: 'radio', options: YES_NO }),
      text('militaryBranch', 'Branch of service', { showIf: { field: 'militaryServed', in: ['yes'] } }),
      text('militaryYears', 'Years of service', { hint: 'For example: 1968 to 1972.', showIf: { field: 'militaryServed', in: ['yes'] } }),
    ],
  },
  {
    urlKey: 'final-details',
    name: 'Final Details',
    decedentDetails: false,
    fields: [
      text('finalWishes', 'Wishes for the service', {
        kind: 'textarea',
        hint: 'Music, readings, flowers, a place that mattered: anything you would like us to know.',
      }),
      // Kept word for word with the case (issue 36 §4): the family sees it in Add details.
      text('finalOwnWords', 'In their own words', {
        kind: 'textarea',
        hint: 'Anything they said or wrote about how they would like to be remembered.',
      }),
      text('finalContactPreference', 'How should we reach you?', {
        kind: 'radio',
        required: true,
        options: [
          { value: 'phone', label: 'By phone' },
          { value: 'email', label: 'By email' },
        ],
      }),
    ],
  },
];

// Harborview asks less: a second site whose questions must never show on Willowbrook.
export const HARBORVIEW_PLANNING: PlanningSection[] = [
  WILLOWBROOK_PLANNING[0]!,
  {
    urlKey: 'loved-one',
    name: 'Decedent Details',
    decedentDetails: true,
    fields: [
      text('decedentFirstName', 'First name', { required: true }),
      text('decedentLastName', 'Last name', { required: true }),
      text('harborviewSeaBurial', 'Interested in a burial at sea', { kind: 'radio', options: YES_NO }),
    ],
  },
];

export async function seedPlanning(db: Db, siteId: string, sections: PlanningSection[]): Promise<void> {
  await db.insert(planningSections).values(
    sections.map((section, position) => ({
      siteId,
      urlKey: section.urlKey,
      position,
      name: section.name,
      decedentDetails: section.decedentDetails,
      fields: section.fields,
    })),
  );
}
