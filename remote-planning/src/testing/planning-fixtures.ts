import type { PlanningSection } from '@keepsake/shared/contract/planning';

// A small wizard: the SPEC §2 sections that change their heading, with one or two questions each.
export const SECTIONS: PlanningSection[] = [
  {
    urlKey: 'contact-information',
    name: 'Contact Information',
    decedentDetails: false,
    fields: [
      { id: 'contactFirstName', name: 'First name', value: '', kind: 'text', required: true },
      { id: 'contactPhone', name: 'Phone', value: '', kind: 'tel', required: true, mask: '(###) ###-####' },
    ],
  },
  {
    urlKey: 'decedent-details',
    name: 'Decedent Details',
    decedentDetails: true,
    fields: [
      { id: 'decedentFirstName', name: 'First name', value: '', kind: 'text', required: true },
      { id: 'decedentDateOfBirth', name: 'Date of birth', value: '', kind: 'date', required: false, notInFuture: true },
      { id: 'decedentDateOfDeath', name: 'Date of passing', value: '', kind: 'date', required: true, only: 'AT_NEED', notInFuture: true },
    ],
  },
  {
    urlKey: 'military',
    name: 'Military',
    decedentDetails: false,
    fields: [
      {
        id: 'militaryServed',
        name: 'Served in the armed forces',
        value: '',
        kind: 'radio',
        required: false,
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      },
      { id: 'militaryBranch', name: 'Branch of service', value: '', kind: 'text', required: false, showIf: { field: 'militaryServed', in: ['yes'] } },
    ],
  },
  {
    urlKey: 'final-details',
    name: 'Final Details',
    decedentDetails: false,
    fields: [{ id: 'finalWishes', name: 'Wishes for the service', value: '', kind: 'textarea', required: false }],
  },
];

type Answer = { status: number; body?: unknown };

/** A fetch stand-in that answers the planning calls and records what was sent. */
export function planningFetch({
  submit = [{ status: 201, body: { id: 'p1', reference: 'PLN-7K3M-Q9XD', receivedAt: '2025-11-23T10:00:00.000Z', emailedTo: 'ada@example.com' } }],
  fields = { status: 200, body: SECTIONS },
  resumeOpen = { status: 410, body: { statusCode: 410, error: 'Gone', message: 'This link has expired or was already used.' } },
}: { submit?: Answer[]; fields?: Answer; resumeOpen?: Answer } = {}) {
  const submitted: unknown[] = [];
  const resumeAsked: unknown[] = [];
  const respond = ({ status, body }: Answer) =>
    ({ ok: status >= 200 && status < 300, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as Response;
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/web/planning/fields')) return respond(fields);
    if (url.endsWith('/api/web/planning/address')) return respond({ status: 200, body: { location: null } });
    if (url.endsWith('/api/web/planning/submit')) {
      submitted.push(JSON.parse(String(init.body)));
      return respond(
        submit.shift() ?? { status: 201, body: { id: 'p2', reference: 'PLN-7K3M-Q9XD', receivedAt: '2025-11-23T10:00:00.000Z', emailedTo: 'ada@example.com' } },
      );
    }
    if (url.endsWith('/api/web/planning/resume/open')) return respond(resumeOpen);
    if (url.endsWith('/api/web/planning/resume')) {
      const body = JSON.parse(String(init.body)) as { email: string };
      resumeAsked.push(body);
      return respond({ status: 201, body: { emailedTo: body.email, expiresAt: '2025-12-07T10:00:00.000Z' } });
    }
    return respond({ status: 404, body: { statusCode: 404, error: 'Not Found', message: url } });
  });
  return { fetchImpl, submitted, resumeAsked };
}
