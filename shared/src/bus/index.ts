export { bus } from './bus';
export { applySessionEvents } from './session-events';
export type { Events, EventName } from './events';
