import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { applySessionEvents } from '@keepsake/shared/bus';
import { queryClient } from '@keepsake/shared/query';

// As the shell does on every page: a remote's sign-in or sign-out reaches the store through the bus.
applySessionEvents();

// A lazily loaded part (the contact form, the wizard's steps) can take more than the default 1 s to appear
// on a loaded 2-core machine; a real regression still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// A failed read (5xx, network) is still asked once more, as the page's rule says, but without the browser's
// one-second pause: in a test that pause is idle time (a second or two in each error test of the wizard,
// the blog, the portal), during which the worker holds its core and runs nothing (issue 23).
const queries = queryClient.getDefaultOptions().queries;
queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queries, retryDelay: 0 } });

// jsdom lays nothing out and has no window.scrollTo (it logs "Not implemented"); the shell scrolls to the top
// on each new page (shell/src/routing/route-announcer.tsx), which a test of it spies on.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
