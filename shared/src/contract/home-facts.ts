import type { RenderContext } from './render-context';

// Issue 40.2: the home's facts have one source, its settings. Site content (module texts, button labels and
// links, rich text, page titles and search descriptions) refers to a fact with a token, "{{phone}}", never a
// copy of it; the site resolves the token when it renders, so changing the phone in Site settings changes
// every place that shows it. One form of reference for plain strings, rich text and links alike, so every
// field gets it without a field-specific mechanism. A location's facts name the location: "{{phone:main}}".
export const FACT_KINDS = ['name', 'phone', 'email', 'address'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const FACT_LABELS: Record<FactKind, string> = {
  name: 'Home name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
};

const TOKEN = /\{\{\s*(name|phone|email|address)(?::([A-Za-z0-9_-]+))?\s*\}\}/g;

/** The token that refers to a fact (of a location when its id is given). */
export const factToken = (kind: FactKind, locationId?: string) => `{{${kind}${locationId ? `:${locationId}` : ''}}}`;

export const hasFactToken = (text: string) => new RegExp(TOKEN.source).test(text);

type FactSource = Pick<RenderContext, 'company' | 'locations'>;

const oneLine = (address: RenderContext['locations'][number]['address']) =>
  [address.line1, address.line2, address.city, `${address.region} ${address.postalCode}`].filter(Boolean).join(', ');

/** The current value of a fact, or null when the home has none (no email, an unknown location). */
export function factValue(source: FactSource, kind: FactKind, locationId?: string): string | null {
  const location = locationId ? source.locations.find((l) => l.id === locationId) : source.locations[0];
  if (locationId && !location) return null;
  switch (kind) {
    case 'name':
      return location && locationId ? location.name : source.company.name;
    case 'phone':
      return location && locationId ? location.phoneNumber : source.company.phoneNumber;
    case 'email':
      return source.company.email;
    case 'address':
      return location ? oneLine(location.address) : null;
  }
}

// In a link the fact takes the link's form: a phone becomes digits ("tel:{{phone}}" → "tel:5552014400").
const inHref = (text: string, kind: FactKind, value: string) => (kind === 'phone' && text.startsWith('tel:') ? value.replace(/[^\d+]/g, '') : value);

/** A string with its fact tokens replaced by the facts' current values (an unknown fact reads as nothing). */
export function resolveFactTokens(text: string, source: FactSource): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (_, kind: FactKind, locationId: string | undefined) => {
    const value = factValue(source, kind, locationId);
    return value === null ? '' : inHref(text, kind, value);
  });
}

/** Any value of the site's content (a page, a module, rich text) with every string's fact tokens resolved. */
export function resolveFacts<T>(value: T, source: FactSource): T {
  if (typeof value === 'string') return resolveFactTokens(value, source) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => resolveFacts(item, source)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveFacts(inner, source)])) as T;
  }
  return value;
}
