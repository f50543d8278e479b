import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { applySessionEvents } from '@keepsake/shared/bus';

// As the shell does on every page: a remote's sign-in or sign-out reaches the store through the bus.
applySessionEvents();

// A lazily loaded part (the contact form, the wizard's steps) can take more than the default 1 s to appear
// on a loaded 2-core machine; a real regression still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });
