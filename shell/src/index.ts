// Module Federation needs an async boundary before any shared module is used. It is crossed in a task of its
// own: the federation runtime's start-up (main.js) and the loading of the start-up chunks' shared modules are
// then two tasks, not one long one on a cheap phone (issue 44, ADR 124).
setTimeout(() => void import('./bootstrap'), 0);
