import mitt from 'mitt';
import type { Events } from './events';

// One instance for the shell and every remote: the package is a Module Federation singleton.
export const bus = mitt<Events>();
