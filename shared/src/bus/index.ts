export { bus } from './bus';
export type { Events, EventName } from './events';
