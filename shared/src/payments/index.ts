// Card payments (ADR 100): the provider's hosted fields in the page, and what the page may ask of them.
// Card data is typed only there, on the provider's origin; our code never holds more than the token.
export { HostedCardFields, paymentProviderQuery } from './hosted-card-fields';
export type { CardFieldsHandle, TokenResult } from './types';
