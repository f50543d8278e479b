// A tap-to-call link for a phone number as people write it, e.g. "(555) 201-4400" → "tel:5552014400".
export function phoneHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}
