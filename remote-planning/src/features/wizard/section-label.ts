// What a section is called: one function in shared, used by the wizard and the API's mailed copy alike.
export { sectionLabel } from '@keepsake/shared/contract/planning';

// Field ids asked in Contact Information and again about the person: offered when the plan is for yourself.
export const SELF_FROM_CONTACT: Record<string, string> = {
  decedentFirstName: 'contactFirstName',
  decedentLastName: 'contactLastName',
};
