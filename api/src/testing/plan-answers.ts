/**
 * The answers of a complete pre-planning form (the fields the planning routes require, and a final wish
 * with markup the copy mailed back must escape), for the planning tests; `contactEmail` is where the copy
 * goes. Spread it and change a field to test that field.
 */
export const planAnswers = (contactEmail: string) => ({
  contactFirstName: 'Ada',
  contactLastName: 'Lovelace',
  contactEmail,
  contactPhone: '(555) 123-4567',
  decedentFirstName: 'Ada',
  decedentLastName: 'Lovelace',
  decedentDisposition: 'cremation',
  finalContactPreference: 'email',
  finalWishes: 'Bach, and <b>lilies</b>.',
});
