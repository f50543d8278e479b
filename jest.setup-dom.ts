import '@testing-library/jest-dom';
import { applySessionEvents } from '@keepsake/shared/bus';

// As the shell does on every page: a remote's sign-in or sign-out reaches the store through the bus.
applySessionEvents();
